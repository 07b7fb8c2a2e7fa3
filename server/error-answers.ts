/**
 * How the server answers a request it cannot serve, Fastify's own refusals included (an undecodable URL, a body that
 * cannot be parsed, an unknown media type): a short text by status that never repeats what was sent, as JSON, or as
 * a small HTML page with the site's stylesheet when a browser asked for a page. A request line Node cannot parse at
 * all (an unknown method) never reaches Fastify's routing: it is answered on the socket, with the same headers.
 */
import { existsSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { site } from "../shared/site";
import { stylesheetsOf } from "../shared/inlined-stylesheets";

/** What each refused status says; anything else says its HTTP reason phrase. Never the request's own words. */
const TEXTS: Record<number, string> = {
  400: "Bad request",
  404: "Not found",
  405: "Method not allowed",
  413: "Request too large",
  415: "Unsupported media type",
  500: "Something went wrong on our side.",
};

export const errorText = (status: number) =>
  TEXTS[status] ?? (status >= 500 ? TEXTS[500]! : (STATUS_CODES[status] ?? TEXTS[400]!));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/** Links to the stylesheets of the built 404 page, so that an error page looks like the site; none without a build. */
function siteStylesheets(clientDir: string): string {
  const page = join(clientDir, "404", "index.html");
  if (!existsSync(page)) return "";
  return stylesheetsOf(readFileSync(page, "utf8"))
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join("");
}

/** A page with no script (the default CSP allows its stylesheet); the status's text, a link home. */
export function errorPageRenderer(clientDir: string) {
  const stylesheets = siteStylesheets(clientDir);
  return (status: number) => {
    const text = escapeHtml(errorText(status));
    return (
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${text} | ${escapeHtml(site.brand)}</title>${stylesheets}</head>` +
      `<body><main class="mx-auto max-w-2xl px-6 py-24 text-center"><h1 class="text-3xl font-bold">${text}</h1>` +
      `<p class="mt-4">The address or the request could not be read.</p><p class="mt-8"><a class="underline" href="/">Go to the home page</a></p></main></body></html>`
    );
  };
}

/** A browser navigating: GET (or HEAD) and HTML accepted. */
export const wantsPage = (request: FastifyRequest) =>
  (request.method === "GET" || request.method === "HEAD") && String(request.headers.accept ?? "").includes("text/html");

/** Sends the refusal: the HTML page to a browser navigating, else JSON { error }. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: (status: number) => string,
) {
  reply.code(status);
  if (wantsPage(request))
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(page(status));
  return reply.send({ error: errorText(status) });
}

/** Node's clientError: a request it could not parse, answered on the raw socket with the security headers. */
export function clientErrorAnswer(headers: Readonly<Record<string, string>>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    const body = JSON.stringify({ error: errorText(status) });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries({
        ...headers,
        "content-type": "application/json; charset=utf-8",
        "content-length": String(Buffer.byteLength(body)),
        connection: "close",
      }).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
  };
}
