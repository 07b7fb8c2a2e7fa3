/**
 * How the server answers a request it cannot serve, Fastify's own refusals included (an undecodable URL, a body that
 * cannot be parsed, an unknown media type): a short text by status that never repeats what was sent, as JSON, or as
 * a small HTML page with the site's stylesheet when a browser asked for a page (./error-page.tsx), in the language of
 * the address asked for. A request line Node cannot parse at all (an unknown method) never reaches Fastify's routing:
 * it is answered on the socket, with the same headers.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { localeOfPath, type Locale } from "../shared/i18n/locales";

/** What each refused status says in JSON; anything else says its HTTP reason phrase. Never the request's own words. */
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

/** The language of a refused request's page: its path's (an address under /zh-hk/ is answered in Chinese). */
export function requestLocale(request: FastifyRequest): Locale {
  return localeOfPath(request.url.split("?")[0] ?? "/");
}

/** A browser navigating (GET or HEAD), or posting a form natively, that accepts HTML. */
export const wantsPage = (request: FastifyRequest) =>
  (request.method === "GET" ||
    request.method === "HEAD" ||
    String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) &&
  String(request.headers.accept ?? "").includes("text/html");

/** Sends the refusal: the HTML page to a browser navigating, else JSON { error }. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: (status: number, locale: Locale) => string,
) {
  reply.code(status);
  if (wantsPage(request))
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(page(status, requestLocale(request)));
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
