/**
 * Which requests are page views, and of which page: measurement's reading of the responses the server sends
 * (measurement.ts counts them).
 */
import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import { paths } from "../../app/config/paths";
import { HEALTH_PATH, isAtOrUnder, OWNER_PATHS, PAGE_VIEW_PATH, READY_PATH } from "../../shared/endpoints";
import { RELAY_PATH } from "../../shared/relay-contract";
import { languageOfPath, notFoundPathOf, type Language } from "./language";

/** Paths that are never page views, whatever they answer. */
const NOT_PAGES = new Set([
  HEALTH_PATH,
  READY_PATH,
  RELAY_PATH,
  PAGE_VIEW_PATH,
  "/favicon.ico",
  paths.robots,
  paths.sitemap,
]);
/** How many paths pagesIn remembers its answer for, before it forgets them all. */
const PATHS_KEPT = 1000;

export interface Page {
  path: string;
  notFound: boolean;
  language: Language;
}

/**
 * A view of the not-found page of the language `pathname` is in: counted under that page's name (language.ts), never
 * under the address asked for, which can hold anything a visitor typed (a name, a phone number).
 */
function notFoundPage(pathname: string): Page {
  const language = languageOfPath(pathname);
  return { path: notFoundPathOf(language), notFound: true, language };
}

function servedPage(path: string): Page {
  return { path, notFound: false, language: languageOfPath(path) };
}

/**
 * The page a request counts as, or null when it is no page view: an HTML page answered 200 or 404 to a GET. Pages
 * are documents, so every view the server sees is one (a page shown after it was loaded ahead of time comes by its
 * beacon: shownPage). A not-found view is counted as a view of its language's not-found page, never under the
 * address asked for.
 */
export function pageOf(method: string, pathname: string, status: number, contentType: string): Page | null {
  if (method !== "GET" || (status !== 200 && status !== 404)) return null;
  if (NOT_PAGES.has(pathname) || isAtOrUnder(pathname, OWNER_PATHS)) return null;
  if (!contentType.startsWith("text/html")) return null;
  // A missing asset answered with the 404 page is still an asset.
  if (status === 404 && extname(pathname) !== "") return null;
  return status === 404 ? notFoundPage(pathname) : servedPage(pathname.slice(0, 300));
}

/**
 * The pages of a built site: a path is one when the build holds `<path>/index.html` (`index.html` for `/`), the
 * not-found page of each language excepted. Answers are kept (at most PATHS_KEPT, then forgotten together).
 */
export function pagesIn(clientDir: string): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let verdict = known.get(path);
    if (verdict === undefined) {
      let decoded = path;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        // not percent-encoding: taken as it is
      }
      const parts = decoded.split("/").filter(Boolean);
      const notFound = notFoundPathOf(languageOfPath(`/${parts.join("/")}`))
        .split("/")
        .filter(Boolean);
      verdict =
        path.startsWith("/") &&
        !parts.some((part) => part === ".." || part === "." || part.includes("\\")) &&
        !notFound.every((part, index) => parts[index] === part) &&
        existsSync(join(clientDir, ...parts, "index.html"));
      if (known.size >= PATHS_KEPT) known.clear();
      known.set(path, verdict);
    }
    return verdict;
  };
}
