// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageLink } from "../components/layout/language-link";
import { countInWords } from "../content/load-content";
import { CurrentPathProvider } from "./current-path";
import { htmlAttributesOf } from "./html-attributes";
import { PageLanguageProvider } from "./page-language";
import { messagesFor } from "../../shared/i18n/messages";
import {
  localeFacts,
  localeOfPath,
  localizedPath,
  locales,
  otherLocales,
  unlocalizedPath,
  type Locale,
} from "../../shared/i18n/locales";

/**
 * A third language is one entry of the message compiler's list (shared/i18n/project.inlang) and one of the registry
 * (shared/i18n/locales.ts), plus its files: here a throwaway fixture, "xx", added to both, and the routes, the
 * language links, the font stack and the numbers in words follow it with no other change.
 */
vi.mock("../../shared/i18n/paraglide/runtime.js", async (importOriginal) => {
  const runtime = await importOriginal<typeof import("../../shared/i18n/paraglide/runtime.js")>();
  return { ...runtime, locales: [...runtime.locales, "xx"] };
});

const fixture = "xx" as Locale;
// The registry's entry, made before any module reads the registry.
vi.mock("../../shared/i18n/locales", async (importOriginal) => {
  const registry = await importOriginal<typeof import("../../shared/i18n/locales")>();
  registry.localeFacts["xx" as Locale] = {
    prefix: "/xx",
    htmlLang: "xx-HK",
    ogLocale: "xx_HK",
    intl: "en-HK",
    name: "Fixture",
    contentLanguage: "xx-HK",
    subjectTag: "[XX]",
    editorLabel: "Fixture",
    englishName: "Fixture",
    traditionalChinese: false,
    unspacedScript: false,
    numberWords: "chinese",
    fontStack: '"Fixture Sans", sans-serif',
  };
  return registry;
});

function renderLanguageLinks(path: string) {
  const locale = localeOfPath(path);
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <PageLanguageProvider locale={locale} messages={messagesFor(locale === fixture ? "en" : locale)}>
          <CurrentPathProvider path={path}>
            <nav aria-label="Languages">
              <LanguageLink />
            </nav>
          </CurrentPathProvider>
        </PageLanguageProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("a third language, added to the registry", () => {
  afterEach(cleanup);

  it("is one of the site's locales", () => {
    expect(locales).toContain(fixture);
    expect(otherLocales("en")).toEqual(["zh-hk", fixture]);
  });

  it("has its pages under its own prefix", () => {
    expect(localizedPath(fixture, "/")).toBe("/xx/");
    expect(localizedPath(fixture, "/about-us")).toBe("/xx/about-us");
    expect(localeOfPath("/xx/services/web-development")).toBe(fixture);
    expect(unlocalizedPath("/xx/services/web-development")).toBe("/services/web-development");
  });

  it("is offered by the language links of every page, beside each other language", () => {
    expect(renderLanguageLinks("/about-us")).toEqual([
      ["中文", "/zh-hk/about-us"],
      ["Fixture", "/xx/about-us"],
    ]);
  });

  it("offers the other languages on its own pages", () => {
    expect(renderLanguageLinks("/xx/about-us")).toEqual([
      ["English", "/about-us"],
      ["中文", "/zh-hk/about-us"],
    ]);
  });

  it("sets its own font stack and language tag on its pages, and leaves the others' as they are", () => {
    expect(htmlAttributesOf(fixture)).toEqual({
      lang: "xx-HK",
      style: { "--font-sans": '"Fixture Sans", sans-serif' },
    });
    expect(htmlAttributesOf("en")).toEqual({ lang: "en" });
    expect(htmlAttributesOf("zh-hk").style).toEqual({ "--font-sans": localeFacts["zh-hk"].fontStack });
  });

  it("writes counts in the words its registry entry names", () => {
    expect(countInWords(12, true, fixture)).toBe("十二");
    expect(countInWords(12, true, "en")).toBe("Twelve");
  });
});
