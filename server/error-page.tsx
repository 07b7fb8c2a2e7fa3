// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The pages the server draws for a request it refuses, in the visitor's language: a plain page with the site's
 * stylesheet, no script, never indexed, rendered by React (server/plain-page.tsx), which escapes every value. Its
 * words are messages (shared/i18n/messages/<locale>.json); its links lead to pages in the same language.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { paths } from "../app/config/paths";
import { localeFacts, localizedPath, type Locale } from "../shared/i18n/locales";
import { message, type MessageKey } from "../shared/i18n/messages";
import { stylesheetsOf } from "../shared/inlined-stylesheets";
import { site } from "../shared/site";
import { plainPage } from "./plain-page";

/** The site's stylesheets, as the built 404 page has them; none without a build. */
export function siteStylesheets(clientDir: string | null): string[] {
  const page = clientDir && join(clientDir, "404", "index.html");
  if (!page || !existsSync(page)) return [];
  return stylesheetsOf(readFileSync(page, "utf8"));
}

/** What a refused status says on a page, in a language; never the request's own words. */
const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: "status_400",
  404: "error_not_found",
  405: "status_405",
  413: "status_413",
  415: "status_415",
  429: "status_429",
};

export function statusText(status: number, locale: Locale): string {
  return message(STATUS_MESSAGES[status] ?? (status >= 500 ? "error_generic" : "status_other"), locale);
}

export interface RefusalPage {
  locale: Locale;
  /** The heading, and after "Error: " the title. */
  heading: string;
  /** The sentence under it. */
  text: string;
  /** Links under it, each to a page in the same language. */
  links: { href: string; label: string }[];
  stylesheets: readonly string[];
}

/** A refusal in the visitor's language: its heading, what happened, where to go from here. */
export function refusalPage({ locale, heading, text, links, stylesheets }: RefusalPage): string {
  const linkItems: ReactNode = links.map(({ href, label }) => (
    <li key={href}>
      <a className="font-semibold text-brand-700 underline" href={href}>
        {label}
      </a>
    </li>
  ));
  return plainPage({
    title: `${message("error_title", locale, { title: heading })} | ${site.brand}`,
    lang: localeFacts[locale].htmlLang,
    robots: "noindex",
    stylesheets,
    children: (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{heading}</h1>
        <p className="mt-4 text-slate-700" role="alert">
          {text}
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-6">{linkItems}</ul>
      </div>
    ),
  });
}

/** The page of a refused request by its status, in `locale`, with a link home. */
export function errorPageRenderer(clientDir: string | null) {
  const stylesheets = siteStylesheets(clientDir);
  return (status: number, locale: Locale) =>
    refusalPage({
      locale,
      heading: statusText(status, locale),
      text: message("error_request_help", locale),
      links: [{ href: localizedPath(locale, paths.home), label: message("error_home_link", locale) }],
      stylesheets,
    });
}
