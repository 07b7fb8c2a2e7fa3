import { request as httpRequest } from "node:http";
import { connect, type AddressInfo } from "node:net";
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

/** Writes `request` on a socket as it is and reads the whole answer: status, headers (lower-case) and body. */
function rawExchange(
  port: number,
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      const end = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      if (end !== -1 && length !== undefined && Buffer.byteLength(text.slice(end + 4)) >= Number(length)) socket.end();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

describe("security headers", { timeout: 10_000 }, () => {
  it("sends a Permissions-Policy that denies the features the site never uses", async () => {
    await start();
    for (const url of ["/", "/assets/app-abc123.js", "/missing", "/healthz"]) {
      const policy = String((await app.inject({ method: "GET", url })).headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(policy, url).toContain(`${feature}=()`);
    }
  });

  // Fastify's and Node's own refusals: the request as sent, and the answer every one of them must give.
  const refusals: Array<{ name: string; request: string; status: number; type: RegExp; says: RegExp; echoes: string }> =
    [
      {
        name: "an overlong UTF-8 URL",
        request: "GET /%c0%ae%c0%ae/x HTTP/1.1\r\nHost: x\r\n\r\n",
        status: 400,
        type: /^application\/json/,
        says: /^\{"error":"Bad request"\}$/,
        echoes: "%c0",
      },
      {
        name: "an undecodable URL, asked for as a page",
        request: "GET /%ff HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\n\r\n",
        status: 400,
        type: /^text\/html/,
        says: /<h1[^>]*>Bad request<\/h1>/,
        echoes: "%ff",
      },
      {
        name: "an undecodable URL under /zh-hk/, asked for as a page, in Chinese",
        request: "GET /zh-hk/%ff HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\n\r\n",
        status: 400,
        type: /^text\/html/,
        says: /<html lang="zh-Hant-HK">[\s\S]*<title>錯誤：未能讀取請求 \| Harbourline Labs<\/title>[\s\S]*href="\/zh-hk\/"/,
        echoes: "%ff",
      },
      {
        name: "an unknown method",
        request: "BREW /coffee-pot HTTP/1.1\r\nHost: x\r\n\r\n",
        status: 400,
        type: /^application\/json/,
        says: /^\{"error":"Bad request"\}$/,
        echoes: "coffee",
      },
      {
        name: "a body that is not JSON",
        request:
          'POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"oops-echo"',
        status: 400,
        type: /^application\/json/,
        says: /^\{"error":"Bad request"\}$/,
        echoes: "oops-echo",
      },
      {
        name: "a media type nothing reads",
        request:
          "POST /send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-echo-me\r\nContent-Length: 2\r\n\r\nhi",
        status: 415,
        type: /^application\/json/,
        says: /^\{"error":"The form must be sent as JSON."\}$/,
        echoes: "echo-me",
      },
    ];
  for (const refusal of refusals) {
    it(`answers ${refusal.name} with ${refusal.status}, the security headers, and nothing of what was sent`, async () => {
      await start();
      await app.listen({ port: 0, host: "127.0.0.1" });
      const res = await rawExchange((app.server.address() as AddressInfo).port, refusal.request);
      expect(res.status).toBe(refusal.status);
      expect(res.headers["content-type"]).toMatch(refusal.type);
      expect(res.body).toMatch(refusal.says);
      expect(res.body).not.toContain(refusal.echoes);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
    });
  }

  it("sends the CSP and the fixed headers on pages, files, 404s and JSON", async () => {
    await start();
    for (const url of ["/", "/assets/app-abc123.js", "/missing", "/healthz"]) {
      const res = await app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data:",
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ]) {
        expect(csp, url).toContain(directive);
      }
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("uses the hashes of build/csp-hashes.json when the build wrote it", async () => {
    writeFileSync(
      join(server.fixture.buildDir, "csp-hashes.json"),
      JSON.stringify({ "/about-us": ["'sha256-fromthebuild'"] }),
    );
    await start();
    const res = await app.inject({ method: "GET", url: "/about-us" });
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self' 'sha256-fromthebuild';");
  });

  it("adds the relay origin to connect-src when RELAY_ORIGIN is set", async () => {
    await start({ RELAY_ORIGIN: "https://relay.example.com" });
    const res = await app.inject({ method: "GET", url: "/" });
    expect(String(res.headers["content-security-policy"])).toContain("connect-src 'self' https://relay.example.com;");
  });

  it("sends HSTS only when the request came over HTTPS", async () => {
    await start();
    const proxied = await app.inject({ method: "GET", url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await app.close();

    await start({ SITE_URL: "https://www.example.com" });
    const publicHttps = await app.inject({ method: "GET", url: "/" });
    expect(publicHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
