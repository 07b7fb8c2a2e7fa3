/**
 * Writes the site's stylesheets into each built page, in place of their links (shared/inlined-stylesheets.ts). On a
 * phone's network the page's first paint then takes the page's round trips alone: the stylesheet is 8 KB compressed,
 * and every page needs all of it before it paints.
 */
import { STYLESHEET_SOURCE_ATTRIBUTE } from "../shared/inlined-stylesheets";

const LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** The page with each of its stylesheets written in; `read` gives a stylesheet's text by its address. */
export function stylesheetsInPage(html: string, read: (href: string) => string, page = "page"): string {
  return html.replace(LINK, (_link, href: string) => {
    const css = read(href);
    // The text of a <style> ends at the first "</style": a stylesheet holding one would end early.
    if (/<\/style/i.test(css)) throw new Error(`${page}: ${href} holds "</style" and cannot be written into the page`);
    return `<style ${STYLESHEET_SOURCE_ATTRIBUTE}="${href}">${css}</style>`;
  });
}
