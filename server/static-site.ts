/**
 * Serves the prerendered site in build/client.
 *
 * Layout written by React Router's prerender and scripts/postbuild.ts: <route>/index.html per route, hashed files in
 * assets/, 404/index.html (the not-found page) and __spa-fallback.html, which we never serve: an unknown path is a
 * 404, not a 200 fallback.
 *
 * Canonical URLs have no trailing slash: /about-us serves about-us/index.html, /about-us/ is a
 * 301 to /about-us.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pagePathOf, type CspHashes } from "../shared/csp-hashes";
import { contentSecurityPolicy } from "./csp-policy";
import {
  defaultLocale,
  localeOfPath,
  locales,
  localizedPath,
  unlocalizedPath,
  type Locale,
} from "../shared/i18n/locales";

export interface StaticSiteOptions {
  clientDir: string;
  cspHashes: CspHashes;
  relayOrigin: string | null;
}

/** A locale's not-found page. */
const notFoundPage = (locale: Locale) => `${localizedPath(locale, "/404").slice(1)}/index.html`;

/** The home page of a locale with a prefix is its folder, "/zh-hk/", as "/" is English's. */
const localeHomes = new Set(locales.map((locale) => localizedPath(locale, "/")).filter((home) => home !== "/"));
const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"; // hashed names: a change is a new URL
const CACHE_REVALIDATE = "no-cache"; // pages change with every build
const CACHE_MODEST = "public, max-age=3600"; // images, favicon, sitemap: stable names, may change

const CONDITIONAL_HEADERS = [
  "if-match",
  "if-none-match",
  "if-modified-since",
  "if-unmodified-since",
  "if-range",
  "range",
];

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Files that exist in the build but are no URL of the site: each locale's not-found page, and the SPA fallback. */
function isHidden(pathname: string): boolean {
  const unlocalized = unlocalizedPath(pathname);
  return unlocalized === "/404" || unlocalized.startsWith("/404/") || pathname.startsWith("/__spa-fallback.html");
}

export async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const { clientDir, cspHashes, relayOrigin } = options;
  // A locale's not-found page, or the default locale's where a build has none of its own (a fixture, a partial build).
  const notFoundIn = (locale: Locale) => {
    const page = notFoundPage(locale);
    return existsSync(join(clientDir, page)) ? page : null;
  };
  const notFound = (pathname: string) => notFoundIn(localeOfPath(pathname)) ?? notFoundIn(defaultLocale);

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const queryStart = request.url.indexOf("?");
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const query = queryStart === -1 ? "" : request.url.slice(queryStart);
    if (localeHomes.has(`${pathname}/`)) return reply.redirect(`${pathname}/${query}`, 301);
    // "//evil.example/" or "/\evil.example/" must never become a redirect to another host.
    if (
      pathname.length > 1 &&
      pathname.endsWith("/") &&
      !localeHomes.has(pathname) &&
      !pathname.startsWith("//") &&
      !pathname.includes("\\")
    ) {
      const target = pathname.replace(/\/+$/, "");
      if (target) return reply.redirect(target + query, 301);
    }
    // Files that are in the build but are no address of the site answer as an unknown address does, however their
    // name is encoded.
    if (isHidden(decoded(pathname))) return reply.callNotFound();
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true, // .br/.gz siblings written by scripts/postbuild.ts
    redirect: false, // /about-us serves about-us/index.html directly
    index: ["index.html"],
    dotfiles: "allow", // build/client is public output only; /.well-known/* must work
    cacheControl: false, // set in setHeaders: it depends on the kind of file
    setHeaders(reply, filePath) {
      // @fastify/static v10 hands us the Fastify reply: reply.header(), never res.setHeader().
      const file = relative(clientDir, filePath)
        .split(sep)
        .join("/")
        .replace(/\.(br|gz)$/, "");
      if (file.startsWith("assets/")) reply.header("cache-control", CACHE_IMMUTABLE);
      else if (file.endsWith(".html")) reply.header("cache-control", CACHE_REVALIDATE);
      else reply.header("cache-control", CACHE_MODEST);

      if (file.endsWith(".html")) {
        const hashes = cspHashes[pagePathOf(file)] ?? [];
        reply.header("content-security-policy", contentSecurityPolicy(hashes, relayOrigin));
      }
    },
  });

  // Each file the build wrote, and each page's address, gets a route of its own that sends it. @fastify/static's
  // catch-all route reads every folder on the way on each request, to check the path's spelling (a guard for
  // case-insensitive file systems): about half of a page request's CPU (docs/benchmarks.md). An exact route needs
  // no such check: only a name that exists, spelt as it is, matches it, and reply.sendFile checks spelling only
  // when an `allowedPath` is set, which is why the hidden files are refused by the onRequest hook above instead.
  // Anything else (a file written after the start, a .br asked for by name) still goes through the catch-all.
  for (const [url, file] of exactRoutes(clientDir)) {
    app.get(url, (_request, reply) => reply.sendFile(file));
  }

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    // An unknown path under a locale's prefix gets that locale's not-found page.
    const pathname = request.url.split("?", 1)[0]!;
    const page = notFound(decoded(pathname));
    reply.code(404);
    if (!page)
      return reply.type("text/html; charset=utf-8").send("<!doctype html><title>Not found</title><h1>Not found</h1>");
    // The 404 page is answered in full: conditional or range headers meant for the missing URL
    // must not turn it into a 304, 412 or 206.
    for (const header of CONDITIONAL_HEADERS) delete request.raw.headers[header];
    return reply.sendFile(page, { etag: false, lastModified: false, acceptRanges: false });
  };
  app.setNotFoundHandler(sendNotFound);

  return { sendNotFound };
}

/** Names a route may carry as they are: no ":" or "*", which the router reads as patterns, nor anything to encode. */
const PLAIN_NAME = /^[\w.~/-]+$/;

/**
 * [address, file] for every file under clientDir that is served (not its .br/.gz copies, not the hidden ones), and
 * for every page's index.html its address without a trailing slash ("/" for the home page).
 */
export function exactRoutes(clientDir: string): [string, string][] {
  const routes: [string, string][] = [];
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/");
    const url = `/${file}`;
    if (/\.(br|gz)$/.test(file) || isHidden(url) || !PLAIN_NAME.test(file)) continue;
    routes.push([url, file]);
    if (entry.name === "index.html") {
      const folder = url.slice(0, -"index.html".length);
      // A page's address has no trailing slash, but for the home pages: "/" and each locale's ("/zh-hk/").
      routes.push([folder === "/" || localeHomes.has(folder) ? folder : folder.slice(0, -1), file]);
    }
  }
  return routes;
}
