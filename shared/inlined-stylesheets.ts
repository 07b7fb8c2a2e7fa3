/**
 * The site's stylesheet is written into every built page (scripts/stylesheets-in-pages.ts): the first paint then
 * waits for the page alone, not for a second request after it. The `<style>` keeps the address of the file it came
 * from, which stays in the build, so that a page made without it (server/error-answers.ts) can still link it.
 */
export const STYLESHEET_SOURCE_ATTRIBUTE = "data-stylesheet";

const LINKED = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/[^"]*)"[^>]*>/g;
const INLINED = new RegExp(`<style ${STYLESHEET_SOURCE_ATTRIBUTE}="(/[^"]*)">`, "g");

/** The site's stylesheets of a built page, linked or written in, by their addresses. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(LINKED), ...html.matchAll(INLINED)].map((match) => match[1]!);
}
