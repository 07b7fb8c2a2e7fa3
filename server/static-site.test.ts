import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { exactRoutes } from "./static-site";
import { inlineScriptHashes } from "../shared/csp-hashes";
import { ASSET_JS, HOME_SCRIPT } from "./testing/fixture";
import { useTestServer } from "./testing/test-server";

const server = useTestServer();
let app: FastifyInstance;

async function start(env: NodeJS.ProcessEnv = {}) {
  app = await server.start(env);
  return app;
}

/** A request exactly as written, not normalised by any client library. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static site", { timeout: 10_000 }, () => {
  it("serves the home page as HTML that revalidates, with its CSP", async () => {
    await start();
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<h1>Home</h1>");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(`<script>${HOME_SCRIPT}</script>`)[0]}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("serves /about-us from about-us/index.html, and 301s /about-us/ to it", async () => {
    await start();
    const page = await app.inject({ method: "GET", url: "/about-us" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>About us</h1>");

    const slash = await app.inject({ method: "GET", url: "/about-us/?ref=x" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/about-us?ref=x");
  });

  it("never redirects to another host", async () => {
    await start();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    for (const path of ["//evil.example/", "/\\evil.example/", "///"]) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(404);
      expect(res.location, path).toBeUndefined();
    }
  });

  it("answers HEAD like GET without a body", async () => {
    await start();
    const res = await app.inject({ method: "HEAD", url: "/about-us" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toBe("");
  });

  it("caches hashed assets for a year, immutable", async () => {
    await start();
    const res = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(ASSET_JS);
  });

  it("caches other files for an hour", async () => {
    await start();
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends the precompressed brotli and gzip files to clients that accept them", async () => {
    await start();
    const br = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);

    const gz = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_JS);
  });

  it("serves a page's precompressed sibling through the directory URL", async () => {
    const html = join(server.fixture.clientDir, "about-us", "index.html");
    const { brotliCompressSync } = await import("node:zlib");
    writeFileSync(`${html}.br`, brotliCompressSync("<h1>About us (br)</h1>"));
    await start();
    const res = await app.inject({ method: "GET", url: "/about-us", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe("<h1>About us (br)</h1>");
  });

  it("answers an unknown path with the 404 page and status 404, never the SPA fallback", async () => {
    await start();
    for (const url of [
      "/no-such-page",
      "/services/nope",
      "/__spa-fallback.html",
      "/%5F_spa-fallback.html",
      "/%34%30%34/index.html",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("<h1>Page not found</h1>");
      expect(res.body).not.toContain("SPA fallback");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(String(res.headers["content-security-policy"])).toContain(
        inlineScriptHashes("<script>console.log('not found')</script>")[0],
      );
    }
  });

  it("answers a client router's data request with the 404 page: pages are documents, with no data of their own", async () => {
    await start();
    for (const url of ["/_.data", "/about-us.data", "/services/nope.data?_routes=root"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("<h1>Page not found</h1>");
    }
  });

  it("gives every built file and page address a route of its own, and still serves a file written after the start", async () => {
    expect(exactRoutes(server.fixture.clientDir).sort()).toEqual(
      [
        ["/", "index.html"],
        ["/index.html", "index.html"],
        ["/about-us", "about-us/index.html"],
        ["/about-us/index.html", "about-us/index.html"],
        ["/assets/app-abc123.js", "assets/app-abc123.js"],
        ["/favicon.svg", "favicon.svg"],
      ].sort(),
    );
    await start();
    mkdirSync(join(server.fixture.clientDir, "industries"));
    writeFileSync(join(server.fixture.clientDir, "industries", "index.html"), "<h1>Industries</h1>");
    const late = await app.inject({ method: "GET", url: "/industries" });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe("<h1>Industries</h1>");
    // Another spelling of an address is no address, on a case-sensitive file system as on any other.
    expect((await app.inject({ method: "GET", url: "/About-Us" })).statusCode).toBe(404);
    const head = await app.inject({ method: "HEAD", url: "/about-us" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("answers /404 itself with status 404", async () => {
    await start();
    for (const url of ["/404", "/404/index.html"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("<h1>Page not found</h1>");
    }
  });

  it("keeps a 404 a 404 even for conditional and range requests", async () => {
    await start();
    const res = await app.inject({
      method: "GET",
      url: "/missing",
      headers: { "if-none-match": "*", "if-modified-since": new Date().toUTCString(), range: "bytes=0-3" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<h1>Page not found</h1>");
    const ifMatch = await app.inject({ method: "GET", url: "/missing", headers: { "if-match": '"nope"' } });
    expect(ifMatch.statusCode).toBe(404);
    expect(ifMatch.body).toContain("<h1>Page not found</h1>");
  });

  it("answers other methods on page paths with 404, not 500", async () => {
    await start();
    for (const method of ["POST", "PUT", "DELETE", "PATCH"] as const) {
      const res = await app.inject({
        method,
        url: "/about-us",
        payload: "x=1",
        headers: { "content-type": "application/xml" },
      });
      expect([404, 405], method).toContain(res.statusCode);
    }
  });

  it("refuses paths that would leave the client dir with the 404 page", async () => {
    await start();
    const attempts = [
      "/../secret.txt",
      "/assets/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/..%2f..%2fsecret.txt",
    ];
    for (const url of attempts) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("outside the client dir");
    }
    // And over a real socket, where nothing normalises the path on the way.
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    for (const path of attempts) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain("outside the client dir");
    }
  });

  it("answers /healthz", async () => {
    await start();
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});
