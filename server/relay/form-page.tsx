// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The page a native form post with mistakes gets back: the prerendered page the form was on, with the form drawn
 * again by the same React component, now holding what was posted and a message beside each field in error.
 *
 * The page's module script (the islands' loader and the frame's behaviours, scripts/islands-in-pages.ts) is left
 * out, with anything of React Router's: it is answered to a visitor whose form posted natively (JavaScript off, or
 * not yet running), and hydrating the form's island over a form that differs from what its code would render would
 * redraw it. The page keeps working as plain HTML (links, the menu, the FAQ), and its form posts natively again. Its
 * plain inline scripts (the page-view beacon) stay, byte for byte, so the hashes the build computed for the page allow
 * them (see `keptScriptsOnly` and server/security.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { EnquiryKind, PostedEnquiry } from "../../app/features/enquiry/posted-forms.server";
import { paths } from "../../app/config/paths";
import { localeFacts, localeOfPath, localizedPath, type Locale } from "../../shared/i18n/locales";
import { message } from "../../shared/i18n/messages";
import { refusalPage, siteStylesheets } from "../error-page";
import { plainPage } from "../plain-page";

export interface FormPageSpec {
  /** The form's accessible name in a language, which finds it in the prerendered HTML. */
  label(locale: Locale): string;
  /** Draws the form with what was posted, in a language. */
  draw(locale: Locale, props: { posted: PostedEnquiry; page: string }): ReactElement;
  /** Where the form is shown (its English path) when the post names no page that has it. */
  fallbackPage: string;
}

export interface FormPageRenderer {
  /** The HTML of `page` (or the form's fallback page) with the posted form in place of the empty one, in `locale`. */
  render(kind: EnquiryKind, locale: Locale, page: string, posted: PostedEnquiry): string;
  /**
   * A native post that cannot be drawn again (too large to read, no form of ours): a page in `locale` saying `reason`,
   * with a link back to `from` (the page the form was on, when it is a page of the build in that language; else the
   * contact page) and one home.
   */
  refusal(locale: Locale, reason: string, from: string | undefined): string;
}

const pagePath = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The page without its scripts' behaviour: every script element goes except a plain inline script (no src, no type)
 * that is not React Router's (its context and stream).
 */
export function keptScriptsOnly(html: string): string {
  return html.replace(scriptElement, (element, attributes: string, text: string) => {
    const plainInline = attributes.trim() === "";
    return plainInline && !text.includes("__reactRouter") ? element : "";
  });
}
const modulePreload = /<link rel="modulepreload"[^>]*>/g;

function formElement(label: string): RegExp {
  return new RegExp(`<form\\b[^>]*\\saria-label="${label}"[^>]*>[\\s\\S]*?</form>`);
}

/**
 * A renderer over the prerendered pages in `clientDir` (null: no build, each form on a bare page of its own). A
 * page's HTML is read once, on the first post that needs it, and kept (the build's pages are few); only paths that
 * exist in the build and hold the form are used, so the posted `page` field can name nothing else.
 */
export function formPageRenderer(clientDir: string | null, specs: Record<EnquiryKind, FormPageSpec>): FormPageRenderer {
  const templates = new Map<string, string>();
  const stylesheets = siteStylesheets(clientDir);

  /** The built page's file, when `page` is a page of the build. */
  function pageFile(page: string): string | null {
    if (!clientDir || !pagePath.test(page)) return null;
    const file = resolve(clientDir, `.${page}`, "index.html");
    return file.startsWith(resolve(clientDir) + sep) && existsSync(file) ? file : null;
  }

  function template(page: string, label: string): string | null {
    const key = `${label}\u0000${page}`;
    const cached = templates.get(key);
    if (cached !== undefined) return cached;
    const file = pageFile(page);
    if (!file) return null;
    const html = readFileSync(file, "utf8");
    if (!formElement(label).test(html)) return null;
    templates.set(key, html);
    return html;
  }

  return {
    refusal(locale, reason, from) {
      const trimmed = from && from.length > 1 ? from.replace(/\/+$/, "") : from;
      const back =
        trimmed && localeOfPath(trimmed) === locale && pageFile(trimmed)
          ? trimmed
          : localizedPath(locale, paths.contact);
      return refusalPage({
        locale,
        heading: message("relay_page_title", locale),
        text: reason,
        links: [
          { href: back, label: message("relay_page_back", locale) },
          { href: localizedPath(locale, paths.home), label: message("error_home_link", locale) },
        ],
        stylesheets,
      });
    },
    render(kind, locale, postedPage, posted) {
      const spec = specs[kind];
      const label = spec.label(locale);
      // Prerendered pages know their path with a trailing slash ("/contact-us/"); the files do not care.
      const page = postedPage.length > 1 ? postedPage.replace(/\/+$/, "") : postedPage;
      const chosen = template(page, label) !== null ? page : localizedPath(locale, spec.fallbackPage);
      const form = spec.draw(locale, { posted, page: chosen });
      const html = template(chosen, label);
      // Where there is no build to take the page from (`npm run dev`): the form on a page of its own.
      if (html === null)
        return plainPage({
          title: message("error_title", locale, { title: label }),
          robots: "noindex",
          lang: localeFacts[locale].htmlLang,
          children: form,
        });
      const formHtml = renderToStaticMarkup(form);
      return keptScriptsOnly(html)
        .replace(modulePreload, "")
        .replace(
          /<title>([^<]*)<\/title>/,
          (_, title: string) => `<title>${message("error_title", locale, { title })}</title>`,
        )
        .replace(/<head>/, '<head><meta name="robots" content="noindex"/>')
        .replace(formElement(label), () => formHtml);
    },
  };
}
