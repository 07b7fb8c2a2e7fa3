import { defaultLocale, localeOfPath, type Locale } from "../../shared/i18n/locales";
import { loadContent, type Content } from "./load-content";
import { partOf, type Part, type PartName } from "./views";

const loaded = new Map<Locale, Content>();

/**
 * A part of the content (./views.ts) in a locale, typed from the registry's schemas. It runs in Node only: in the
 * pages' loaders, which run when a page is prerendered (the page then gets its words as data, through
 * ./page-parts.tsx), in tests, scripts and the server. The server's bundle has no content/ folder: there the content
 * plugin (scripts/content-plugin.ts) replaces each `view("name", locale)` with the value in every locale.
 */
export function view<P extends PartName>(name: P, locale: Locale = defaultLocale): Part<P> {
  // Pictures are checked by the build (the plugin) and the content tests; the server, which reads the service titles
  // and landing pages at start, runs from artefacts that may not carry public/.
  let content = loaded.get(locale);
  if (!content) loaded.set(locale, (content = loadContent({ locale, checkImages: false })));
  const part = partOf(content, name);
  if (part === undefined) throw new Error(`view("${name}") names no part of the content (app/content/views.ts)`);
  return part as Part<P>;
}

/** Several parts of the content in a locale, by name: what a page's loader hands its components (./page-parts.tsx). */
export function partsIn<const Names extends readonly PartName[]>(
  locale: Locale,
  names: Names,
): { [N in Names[number]]: Part<N> } {
  return Object.fromEntries(names.map((name) => [name, view(name, locale)])) as { [N in Names[number]]: Part<N> };
}

/**
 * The address of the page a loader runs for: the request's path, or the page's when React Router asks for its data
 * ("/zh-hk/about-us.data", "/_root.data", "/zh-hk/_.data").
 */
export function pagePathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\/_(?:root)?\.data$/, "/").replace(/\.data$/, "");
}

/** The language of the page a loader runs for. */
export const localeOfRequest = (request: Request) => localeOfPath(pagePathOf(request));

/** What a page's loader returns: the parts of the content its components show, in the language of its address. */
export function pageParts<const Names extends readonly PartName[]>(request: Request, names: Names) {
  return { parts: partsIn(localeOfRequest(request), names) };
}
