import { describe, expect, it } from "vitest";
import { NOT_PAGE_PATTERNS, speculationRules, speculationRulesText } from "./speculation-rules";
import { pathsIn } from "../config/paths";
import { locales, localizedPath } from "../../shared/i18n/locales";
import {
  ADMIN_PATH,
  EDITOR_API_PATH,
  EDITOR_PATH,
  HEALTH_PATH,
  PAGE_VIEW_PATH,
  READY_PATH,
} from "../../shared/endpoints";
import { RELAY_PATH } from "../../shared/relay-contract";

// Node 24 has URLPattern, the syntax Chromium reads `href_matches` with.
const excluded = (path: string) =>
  NOT_PAGE_PATTERNS.some((pattern) => new URLPattern({ pathname: pattern }).test({ pathname: path }));

describe("speculation rules", () => {
  it("load every page of the site ahead, in each language", () => {
    for (const locale of locales) {
      const paths = pathsIn(locale);
      const pages = [
        paths.home,
        paths.about,
        paths.services,
        paths.service("web-development"),
        paths.industries,
        paths.contact,
        paths.blogs,
        paths.blogPost("a-post"),
        paths.portfolio,
        paths.thankYou,
        // a landing page is at the top level, as the server's own addresses are
        localizedPath(locale, "/web-development"),
      ];
      for (const page of pages) expect(excluded(page), page).toBe(false);
    }
  });

  it("never load what is no page: the server's addresses, the editor, files, feeds, the sitemap, React Router's data", () => {
    const notPages = [RELAY_PATH, PAGE_VIEW_PATH, HEALTH_PATH, READY_PATH, ADMIN_PATH, `${ADMIN_PATH}/login`];
    notPages.push(EDITOR_PATH, `${EDITOR_PATH}/branch/main`, `${EDITOR_API_PATH}/github/login`);
    for (const locale of locales) {
      const paths = pathsIn(locale);
      notPages.push(paths.sitemap, paths.robots, paths.blogFeed, `${paths.about}.data`, "/_.data");
    }
    notPages.push("/admin/stats.json", "/favicon.svg", "/images/brand/logo.svg", "/sitemap.xml");
    for (const path of notPages) expect(excluded(path), path).toBe(true);
  });

  it("prerender on hover and prefetch on press, only links to a page of this site that are followed here", () => {
    const [prerender] = speculationRules.prerender;
    const [prefetch] = speculationRules.prefetch;
    expect(prerender?.eagerness).toBe("moderate");
    expect(prefetch?.eagerness).toBe("conservative");
    expect(prefetch?.where).toEqual(prerender?.where);
    const text = JSON.stringify(prerender?.where);
    for (const selector of ["[target]", "[download]", "[rel~=nofollow]", "[rel~=external]", "[href^='#']"])
      expect(text).toContain(selector);
    expect(JSON.parse(speculationRulesText)).toEqual(speculationRules);
    expect(speculationRulesText).not.toContain("<");
  });
});
