/**
 * Security headers on every response.
 *
 * helmet sets the fixed ones. The Content-Security-Policy is ours: its script-src depends on
 * which page is served, and that is only known once the static handler has picked the file
 * (see static-site.ts). Here every response gets the policy without hashes; HTML responses
 * replace it with the page's own.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { contentSecurityPolicy } from "./csp-policy";

const HSTS = "max-age=31536000; includeSubDomains";

export async function securityHeaders(app: FastifyInstance, options: { siteUrl: string; relayOrigin: string | null }) {
  await app.register(helmet, {
    contentSecurityPolicy: false, // set below and per page
    strictTransportSecurity: false, // set below, only for HTTPS
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" }, // same intent as frame-ancestors 'none', for older browsers
  });

  const defaultPolicy = contentSecurityPolicy([], options.relayOrigin);
  const publicOverHttps = options.siteUrl.startsWith("https:");

  app.addHook("onRequest", async (request, reply) => {
    reply.header("content-security-policy", defaultPolicy);
    // HSTS only means something over HTTPS (browsers ignore it on http://). This process speaks
    // plain HTTP, so HTTPS means a proxy in front: either SITE_URL says the public site is https,
    // or the proxy says so in X-Forwarded-Proto. A forged header is harmless for the same reason.
    const forwardedProto = String(request.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim();
    if (publicOverHttps || forwardedProto === "https") reply.header("strict-transport-security", HSTS);
  });
}
