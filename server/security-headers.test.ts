/**
 * The security headers every answer carries (server/app.ts, server/csp-policy.ts), and how the server answers requests
 * written by hand on a socket.
 */
import { connect, type AddressInfo } from "node:net";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestServer } from "./testing/test-server";

const server = useTestServer();
let app: FastifyInstance;

async function start(env: NodeJS.ProcessEnv = {}) {
  app = await server.start(env);
  return app;
}

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
