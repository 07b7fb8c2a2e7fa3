import { createServer, request as httpRequest, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { inlineScriptHashes } from "../../shared/csp-hashes";
import { startChildServer, type ChildServer } from "../../server/testing/child-server";
import { launchCdpChromium, type CdpChromium } from "./support/cdp-chromium";
import { allPublicRoutes } from "./support/routes";
import { expect, test } from "./support/test";

// The next page is already there, and measurement stays exact (app/lib/speculation-rules.ts, docs/measurement.md):
// hovering a link makes Chromium prerender its page, which counts no view until it is shown; clicking it then shows
// the prerendered page, counted once, by its beacon. The tests run a server of their own (its own measurement
// database, so the counts are this file's alone) behind a recording proxy (what the server was asked, and with which
// Sec-Purpose), and drive Chromium through its tab target: Playwright's own pages are never prerendered
// (tests/e2e/support/cdp-chromium.ts says why).

const ADMIN_PASSWORD = "speculation-admin-0000";
/** A person's Chrome: headless Chromium says "HeadlessChrome", which the server rightly counts as a bot. */
const PERSON_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

interface Seen {
  method: string;
  path: string;
  purpose: string;
  /** The server's answer, once it came. */
  status?: number;
}

let server: ChildServer;
let dataDir: string;
let proxy: Server;
let site: string;
const seen: Seen[] = [];
let cookie = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, info) => {
  test.skip(info.project.name !== "desktop", "hovering is the desktop's; one Chromium of its own is enough");
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "speculation-data-"));
  server = await startChildServer(clientDir, {
    DATA_DIR: dataDir,
    OUTBOX_DIR: join(dataDir, "outbox"),
    ADMIN_PASSWORD,
  });
  const upstream = new URL(server.url);
  proxy = createServer((incoming, outgoing) => {
    const path = incoming.url ?? "/";
    const request: Seen = {
      method: incoming.method ?? "",
      path,
      purpose: String(incoming.headers["sec-purpose"] ?? ""),
    };
    if (!path.startsWith("/assets/")) seen.push(request);
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path, method: incoming.method, headers: incoming.headers },
      (answer) => {
        request.status = answer.statusCode;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const login = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ password: ADMIN_PASSWORD }),
    redirect: "manual",
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";", 1)[0]!;
  expect(cookie).toContain("=");
  // The measurement database opens on first use, in up to 20 s on a busy machine: the figures answer once it is open.
  await expect
    .poll(async () => (await fetch(`${server.url}/admin/stats.json?days=1`, { headers: { cookie } })).status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  // Nothing was started where the tests were skipped.
  if (proxy) await new Promise((resolve) => proxy.close(resolve));
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Page views of `path` today, as the owner's stats.json says. */
async function viewsOf(path: string): Promise<number> {
  const answer = await fetch(`${server.url}/admin/stats.json?days=1`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`stats.json answered ${answer.status}`);
  const stats = (await answer.json()) as { pages: { path: string; pageviews: number }[] };
  return stats.pages.find((row) => row.path === path)?.pageviews ?? 0;
}

/**
 * Waits until a view of `marker`, asked for now the usual way, is in the figures: everything the server counted
 * before it is written by then (the recorder writes in order), so a count read afterwards is final.
 */
async function settle(marker: string) {
  const before = await viewsOf(marker);
  await fetch(`${server.url}${marker}`, { headers: { "user-agent": PERSON_UA } });
  await expect.poll(() => viewsOf(marker), { timeout: 40_000, intervals: [1000] }).toBe(before + 1);
}

const requestsOf = (method: string, path: string) =>
  seen
    .filter((request) => request.method === method && request.path === path)
    .map(({ purpose, status }) => ({ purpose, status }));

test.describe("speculation", () => {
  let chromium: CdpChromium;

  test.beforeEach(async ({}, info) => {
    // The figures are computed at most every 5 s, and less often on a busy machine (docs/measurement.md).
    test.setTimeout(120_000);
    const { executablePath, args = [] } = info.project.use.launchOptions ?? {};
    chromium = await launchCdpChromium({ executablePath, args, userAgent: PERSON_UA });
  });

  test.afterEach(async () => {
    await chromium?.close();
  });

  test("every page carries one set of speculation rules and the beacon, both allowed by its CSP", async () => {
    for (const path of allPublicRoutes) {
      // As a bot: this file's counts stay those of its browser.
      const answer = await fetch(`${server.url}${path}`, { headers: { "user-agent": "curl/8.5.0" } });
      const html = await answer.text();
      const rules = [...html.matchAll(/<script type="speculationrules">([\s\S]*?)<\/script>/g)];
      expect(rules, path).toHaveLength(1);
      const beacons = [...html.matchAll(/<script>(\(function[^<]*sendBeacon[^<]*)<\/script>/g)];
      expect(beacons, path).toHaveLength(1);
      const policy = answer.headers.get("content-security-policy") ?? "";
      for (const script of [
        `<script type="speculationrules">${rules[0]![1]}</script>`,
        `<script>${beacons[0]![1]}</script>`,
      ])
        expect(policy, path).toContain(inlineScriptHashes(script)[0]);
      // Nothing else loosened: no script is allowed but by its hash.
      const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|inline-speculation-rules|\*/);
    }
  });

  test("hovering a link prerenders its page, which counts no view while it is not shown", async () => {
    const page = await chromium.open(`${site}/`);
    const ready = page.event(
      "Preload.prerenderStatusUpdated",
      (params) => params.status === "Ready" && String((params.key as { url: string }).url).endsWith("/about-us"),
    );
    await page.hover('header nav a[href="/about-us"]');
    await ready;
    expect(requestsOf("GET", "/about-us")).toEqual([{ purpose: "prefetch;prerender", status: 200 }]);
    // The pointer leaves; the page is never opened.
    await page.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: 5, y: 600 });
    expect(await page.evaluate<string>("location.pathname")).toBe("/");
    await settle("/industries");
    expect(await viewsOf("/")).toBe(1);
    expect(await viewsOf("/about-us")).toBe(0);
    expect(requestsOf("POST", "/page-view")).toEqual([]);
  });

  test("clicking a prerendered link shows the page at once, from the one request, counted exactly once", async () => {
    const page = await chromium.open(`${site}/zh-hk/`);
    const ready = page.event(
      "Preload.prerenderStatusUpdated",
      (params) => params.status === "Ready" && String((params.key as { url: string }).url).endsWith("/zh-hk/services"),
    );
    const at = await page.hover('header nav a[href="/zh-hk/services"]');
    await ready;
    await page.click(at);
    await expect.poll(() => page.evaluate<string>("location.pathname").catch(() => "")).toBe("/zh-hk/services");
    const navigation = await page.evaluate<{ activationStart: number }>(
      `(() => { const { activationStart } = performance.getEntriesByType("navigation")[0]; return { activationStart }; })()`,
    );
    expect(navigation.activationStart).toBeGreaterThan(0);
    expect(requestsOf("GET", "/zh-hk/services")).toEqual([{ purpose: "prefetch;prerender", status: 200 }]);
    // The page's beacon, once shown, and only then.
    await expect.poll(() => requestsOf("POST", "/page-view")).toEqual([{ purpose: "", status: 204 }]);
    await expect.poll(() => viewsOf("/zh-hk/services"), { timeout: 40_000, intervals: [1000] }).toBe(1);
    await settle("/portfolio");
    expect(await viewsOf("/zh-hk/services")).toBe(1);
    expect(await viewsOf("/zh-hk/")).toBe(1);
  });
});
