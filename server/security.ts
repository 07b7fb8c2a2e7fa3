/**
 * Security headers on every response.
 *
 * helmet sets the fixed ones. Its middleware is built once, here, and run in one hook of ours:
 * @fastify/helmet built it anew for every request (helmet(options) in two hooks of its own), which
 * on the relay's accept path cost more than the enquiry's validation (docs/decisions/005-durable-spool.md).
 * The Content-Security-Policy is ours: its script-src depends on which page is served, and that is
 * only known once the static handler has picked the file (see static-site.ts). Here every response
 * gets the policy without hashes; HTML responses replace it with the page's own. An HTML answer built by the server
 * (the form page of a native post with mistakes, relay/form-page.ts) keeps some of its page's inline scripts: it
 * gets the hashes of those it holds, among the ones the build computed, and never of a script the build did not ship.
 *
 * The answers Fastify makes before any hook runs (an undecodable URL, a request line Node cannot parse) get the same
 * fixed headers through fixedSecurityHeaders(), and a short "Bad request" that never repeats what was sent (app.ts).
 */
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { inlineScriptHashes } from "../shared/csp-hashes";
import { contentSecurityPolicy } from "./csp-policy";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Powerful features the site never uses, denied to it and to anything it might embed. Only features the browsers know:
 * Chromium logs an error for any other ("bluetooth" on Linux), which Lighthouse counts against the page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

type Headers = Record<string, string>;

/** helmet's fixed headers, computed once by running its middleware against a recorder. */
function helmetHeaders(): Headers {
  const fixedHeaders = helmet({
    contentSecurityPolicy: false, // set below and per page
    strictTransportSecurity: false, // set below, only for HTTPS
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" }, // same intent as frame-ancestors 'none', for older browsers
  });
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // helmet's middleware only sets and removes headers; it throws rather than calling back with an error.
  fixedHeaders(recorder as never, recorder as never, () => {});
  return headers;
}

/** Every header that each answer carries, whatever it is: helmet's, Permissions-Policy and the CSP without page hashes. */
export function fixedSecurityHeaders(relayOrigin: string | null): Readonly<Headers> {
  return {
    ...helmetHeaders(),
    "permissions-policy": PERMISSIONS_POLICY,
    "content-security-policy": contentSecurityPolicy([], relayOrigin),
  };
}

export function securityHeaders(
  app: FastifyInstance,
  options: { siteUrl: string; relayOrigin: string | null; knownScriptHashes?: ReadonlySet<string> },
) {
  const fixed = fixedSecurityHeaders(options.relayOrigin);
  const defaultPolicy = fixed["content-security-policy"];
  const publicOverHttps = options.siteUrl.startsWith("https:");

  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(fixed);
    // HSTS only means something over HTTPS (browsers ignore it on http://). This process speaks
    // plain HTTP, so HTTPS means a proxy in front: either SITE_URL says the public site is https,
    // or the proxy says so in X-Forwarded-Proto. A forged header is harmless for the same reason.
    const forwardedProto = String(request.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim();
    if (publicOverHttps || forwardedProto === "https") reply.header("strict-transport-security", HSTS);
    done();
  });

  const known = options.knownScriptHashes ?? new Set<string>();
  app.addHook("onSend", (_request, reply, payload, done) => {
    const builtHtml =
      typeof payload === "string" && String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    if (builtHtml && known.size > 0 && reply.getHeader("content-security-policy") === defaultPolicy) {
      const shipped = inlineScriptHashes(payload).filter((hash) => known.has(hash));
      if (shipped.length > 0)
        reply.header("content-security-policy", contentSecurityPolicy(shipped, options.relayOrigin));
    }
    done(null, payload);
  });
}
