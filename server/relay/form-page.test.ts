/**
 * The page a native post with mistakes gets back keeps the inline scripts a page needs before hydration (the one that
 * closes the drawer), under the hashes the build computed for the page, and none of the hydration.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RELAY_PATH } from "../../shared/relay-contract";
import { inlineScriptHashes } from "../../shared/csp-hashes";
import { useTestServer } from "../testing/test-server";
import { postedFormElement } from "../../app/features/enquiry/posted-forms.server";
import { keptScriptsOnly } from "./form-page";
import { enquiryFormPages } from "./form-post";

/** As the build writes it (app/lib/load-ahead.tsx): a plain inline script, the page-view beacon. */
const BEACON_SCRIPT = `<script>(function(){if(document.prerendering){}})();</script>`;
const HYDRATION =
  `<script>window.__reactRouterContext = {"basename":"/"};</script>` +
  `<script type="speculationrules">{"prerender":[]}</script>` +
  `<script type="module">start()</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script>`;

function landingPage(formHtml: string) {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Web development</title>` +
    `<link rel="modulepreload" href="/assets/app-abc123.js"></head>` +
    `<body><header><div popover id="drawer"><a href="#about">About Us</a></div></header><main><div data-island="x">${formHtml}</div></main>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>${BEACON_SCRIPT}${HYDRATION}</body></html>`
  );
}

describe("keptScriptsOnly", () => {
  it("keeps the page's plain inline scripts and drops React Router's, the page's module, the rules and data blocks", () => {
    const html = keptScriptsOnly(landingPage("<form></form>"));
    expect(html).toContain(BEACON_SCRIPT);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe("the form's page where there is no build (npm run dev)", () => {
  it("is the posted form on a bare noindex page, with no script, every value escaped by React", () => {
    const html = enquiryFormPages(null).render("requirement", "en", "/web-development", {
      values: { name: "</textarea><script>alert(1)</script>" },
      errors: { name: "Name is required" },
    });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).toContain("<title>Error: Requirement form</title>");
    expect(html).toMatch(/<main><form [^>]*aria-label="Requirement form"/);
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("the bare form page in Chinese", () => {
  it("says its error in Chinese, with the full-width colon, in a zh-Hant-HK document", () => {
    const html = enquiryFormPages(null).render("contact", "zh-hk", "/zh-hk/contact-us", { values: {}, errors: {} });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-Hant-HK">/);
    expect(html).toContain("<title>錯誤：聯絡表格</title>");
  });
});

describe("the 400 page of a native post with mistakes", () => {
  const server = useTestServer({
    prepare(fixture) {
      const form = renderToStaticMarkup(
        postedFormElement("requirement", "en", { posted: { values: {}, errors: {} }, page: "/web-development" }),
      );
      mkdirSync(join(fixture.clientDir, "web-development"), { recursive: true });
      writeFileSync(join(fixture.clientDir, "web-development", "index.html"), landingPage(form));
    },
  });

  /** The requirement form posted natively from the landing page with this name, and no other value. */
  const postRequirement = (name: string) =>
    server.app.inject({
      method: "POST",
      url: RELAY_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ form: "requirement", page: "/web-development", name, website: "" }).toString(),
    });

  it("keeps the drawer's script, allowed by the same hash as on the page itself, and no hydration", async () => {
    const app = await server.start();
    const page = await app.inject({ method: "GET", url: "/web-development" });
    const [drawerHash] = inlineScriptHashes(BEACON_SCRIPT);
    expect(page.headers["content-security-policy"]).toContain(drawerHash);

    const res = await postRequirement("   ");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Name is required");
    expect(res.body).toContain(BEACON_SCRIPT);
    expect(res.body).not.toMatch(/__reactRouterContext|hydration-plan|type="module"|modulepreload/);
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' ${drawerHash};`);
  });

  it("allows no script the build did not ship, even one a visitor's value could smuggle in", async () => {
    await server.start();
    const res = await postRequirement("</textarea><script>alert(1)</script>");
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("<script>alert(1)</script>");
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).not.toContain(inlineScriptHashes("<script>alert(1)</script>")[0]);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
  });
});
