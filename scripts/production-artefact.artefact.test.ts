/**
 * `npm run test:artefact`: runs what the container image runs, the way it runs it, with no docker daemon: the production
 * artefact (build/, which `npm run build` writes) copied alone to a temporary folder, with no node_modules and no
 * source beside it, started as `node build/server/main.mjs` by an unprivileged user (uid 65532 through setpriv, as the
 * image's USER) for whom only the data folder is writable, with NODE_ENV=production and a real SMTP server.
 *
 * Builds first only when build/ is missing or older than the sources, so after `npm run test:e2e` (which builds) it
 * costs no second build.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../shared/site";
import { freePort } from "../server/testing/child-server";
import { useRedis } from "../server/testing/redis";
import { startSmtpServer, type TestSmtpServer } from "../server/testing/smtp";
import { waitFor } from "../server/testing/wait";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The image's unprivileged user (the "nonroot" uid of distroless images). */
const UID = 65532;
const asRoot = process.getuid?.() === 0;
/** The envelope sender the artefact's `.env` sets. */
const ENV_FILE_SENDER = "artefact-test@example.org";

/** What the build is made of: when any of it is newer than the bundle, the build is stale. */
const SOURCES = [
  "app",
  "server",
  "shared",
  "public",
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function ensureBuild() {
  const bundle = join(root, "build/server/main.mjs");
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  // `npm run build` reads .env too (SITE_URL, RELAY_URL).
  const sources = [...SOURCES, ...(existsSync(join(root, ".env")) ? [".env"] : [])];
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt > sourcesAt) return;
  // Vitest sets NODE_ENV=test, which would give the pages React's development build: build as a shell would.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
  execFileSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit", timeout: 300_000 });
}

/** Every file under `dir`, relative to it. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/** The sha256 CSP source of each inline script the browser would run, hashed here, independently of the build. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

interface Running {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

describe("the production artefact, run as the image runs it", () => {
  let scratch: string;
  /** /app of the image: build/ alone, owned by root, read-only for the server. */
  let appDir: string;
  /** /data of the image: the only folder the server may write. */
  let dataDir: string;
  /** The Node binary, copied where the unprivileged user can run it (the npx one sits in root's home). */
  let node: string;
  let smtp: TestSmtpServer;
  let appFiles: string[];
  const running = new Set<Running>();

  const asServerUser = (command: string, args: string[]) =>
    asRoot
      ? { command: "setpriv", args: [`--reuid=${UID}`, `--regid=${UID}`, "--clear-groups", command, ...args] }
      : { command, args };

  async function start(env: Record<string, string> = {}): Promise<Running> {
    const port = await freePort();
    const { command, args } = asServerUser(node, ["build/server/main.mjs"]);
    const child = spawn(command, args, {
      cwd: appDir,
      // The image's environment and the operator's settings; nothing of the test runner's.
      env: {
        PATH: "/usr/local/bin:/usr/bin:/bin",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        RETRY_FIRST_MS: "200",
        RETRY_MAX_MS: "1000",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    );
    const server: Running = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
    running.add(server);
    void exited.then(() => running.delete(server));
    await waitFor(
      "the artefact to answer /healthz",
      async () => {
        if (child.exitCode !== null) throw new Error(`The artefact exited with ${child.exitCode}:\n${output}`);
        return fetch(`${server.url}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
      },
      30_000,
      50,
    );
    return server;
  }

  const stop = async (server: Running, signal: NodeJS.Signals) => {
    server.child.kill(signal);
    return server.exited;
  };

  const send = (server: Running, subject: string) =>
    fetch(`${server.url}/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        to: site.email,
        name: "Ada Operator",
        subject,
        body: "Sent by the production artefact test.",
      }),
    });

  const readyz = async (server: Running) => {
    const answer = await fetch(`${server.url}/readyz`);
    return { status: answer.status, body: (await answer.json()) as { status: string; checks: Record<string, string> } };
  };

  const arrived = (subject: string) => smtp.received.filter((mail) => mail.parsed.subject === subject).length;

  beforeAll(async () => {
    ensureBuild();
    scratch = mkdtempSync(join(tmpdir(), "artefact-"));
    chmodSync(scratch, 0o755);
    appDir = join(scratch, "app");
    dataDir = join(scratch, "data");
    cpSync(join(root, "build"), join(appDir, "build"), { recursive: true });
    mkdirSync(join(scratch, "bin"));
    node = join(scratch, "bin", "node");
    try {
      linkSync(process.execPath, node);
    } catch {
      copyFileSync(process.execPath, node);
    }
    chmodSync(node, 0o755);
    mkdirSync(dataDir, { mode: 0o700 });
    if (asRoot) chownSync(dataDir, UID, UID);
    else execFileSync("chmod", ["-R", "a-w", appDir]);
    // The operator's settings file in the working directory, as `.env` beside the artefact: the environment wins over it.
    writeFileSync(join(appDir, ".env"), `MAIL_FROM=${ENV_FILE_SENDER}\nPORT=1\n`);
    appFiles = filesIn(appDir);
    smtp = await startSmtpServer();
  }, 360_000);

  afterAll(async () => {
    for (const server of running) server.child.kill("SIGKILL");
    await Promise.all([...running].map((server) => server.exited));
    await smtp?.close();
    if (scratch) {
      if (!asRoot) execFileSync("chmod", ["-R", "u+w", scratch]);
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("carries no node_modules and no source: build/ is the whole artefact", () => {
    expect(appFiles).toContain("build/server/main.mjs");
    expect(
      appFiles.filter((file) => /(^|\/)node_modules\//.test(file) && !file.startsWith("build/server/node_modules/")),
    ).toEqual([]);
    expect(appFiles.filter((file) => /\.tsx?$/.test(file))).toEqual([]);
  });

  it("serves its pages and health, accepts an enquiry and delivers it, stops on SIGTERM, and loses nothing to kill -9", async () => {
    const server = await start();
    // The start line is logged once the server listens, so it can reach the pipe just after /healthz answers.
    await waitFor("the start line naming where mail goes", () => server.output().includes("mail goes to"), 5_000);
    expect(server.output()).toContain(`mail goes to`);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(await readyz(server)).toEqual({ status: 200, body: { status: "ready", checks: { spool: "ok" } } });

    // The container's health check, run as the image runs it.
    const { command, args } = asServerUser(node, ["build/server/healthcheck.mjs"]);
    const port = new URL(server.url).port;
    execFileSync(command, args, { cwd: appDir, env: { PORT: port, HOST: "0.0.0.0" }, stdio: "pipe" });

    // A page, with a CSP that lets its own inline scripts run and no others.
    const page = await fetch(`${server.url}/contact-us`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('aria-label="Contact form"');
    const scriptSrc = (page.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src");
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = inlineScriptHashes(html);
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.filter((hash) => !scriptSrc!.includes(hash))).toEqual([]);

    // A native post with mistakes: the page again, drawn by the forms' React components bundled into the server.
    const posted = await fetch(`${server.url}/send-email`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ form: "contact", page: "/contact-us", name: "", email: "not-an-email", message: "" }),
      redirect: "manual",
    });
    const redrawn = await posted.text();
    expect(posted.status).toBe(400);
    expect(redrawn).toContain('aria-label="Contact form"');
    expect(redrawn).toMatch(/<input id="posted-contact-email" aria-invalid="true"[^>]*value="not-an-email"/);

    // An enquiry: 200 once stored, then delivered to the SMTP server.
    const accepted = await send(server, "Delivered by the artefact");
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ success: true });
    await waitFor("the enquiry at the SMTP server", () => arrived("Delivered by the artefact") === 1, 20_000);
    // Sent from the address .env names (and on the port the environment names, not .env's).
    expect(smtp.received.find((mail) => mail.parsed.subject === "Delivered by the artefact")?.mailFrom).toBe(
      ENV_FILE_SENDER,
    );

    // With the mail server down, an enquiry is accepted and waits; kill -9 must not lose it.
    await smtp.setBehaviour("down");
    const waiting = await send(server, "Waits through kill -9");
    expect(waiting.status).toBe(200);
    expect((await stop(server, "SIGKILL")).signal).toBe("SIGKILL");
    await smtp.setBehaviour("accept");
    const restarted = await start();
    await waitFor(
      "the enquiry accepted before kill -9 at the SMTP server",
      () => arrived("Waits through kill -9") === 1,
      20_000,
    );
    expect(arrived("Delivered by the artefact")).toBe(1);

    // SIGTERM: a clean stop, exit 0.
    expect(await stop(restarted, "SIGTERM")).toEqual({ code: 0, signal: null });
    expect(() => execFileSync(command, args, { cwd: appDir, env: { PORT: port }, stdio: "pipe" })).toThrow();

    // The operator's `npm run mail -- status`, where there is no npm: nothing pending, nothing dead.
    const mail = asServerUser(node, ["build/server/mail.mjs", "status"]);
    const status = execFileSync(mail.command, mail.args, { cwd: appDir, env: { DATA_DIR: dataDir }, encoding: "utf8" });
    expect(status).toMatch(/^Pending: 0$/m);
    expect(status).toMatch(/^Dead letters: 0$/m);

    // It wrote nothing outside its data folder.
    expect(filesIn(appDir)).toEqual(appFiles);
  }, 120_000);

  it("answers /readyz 503 with the reason while the data folder cannot be written, and 200 again once it can", async () => {
    const server = await start();
    expect((await readyz(server)).status).toBe(200);
    execFileSync("chmod", ["-R", "a-w", dataDir]);
    try {
      const refused = await waitFor("/readyz to answer 503", async () => {
        const answer = await readyz(server);
        return answer.status === 503 ? answer : null;
      });
      expect(refused.body).toEqual({
        status: "unavailable",
        checks: { spool: "the spool cannot be written (EACCES)" },
      });
      // Liveness is another matter: the process is well, it just cannot take an enquiry.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      execFileSync("chmod", ["-R", "u+w", dataDir]);
    }
    await waitFor("/readyz to answer 200 again", async () => (await readyz(server)).status === 200);
    expect(await stop(server, "SIGTERM")).toEqual({ code: 0, signal: null });
  }, 60_000);

  describe("against an outside probe's findings", () => {
    const PASSWORD = "artefact-admin-password";
    const FORM = "application/x-www-form-urlencoded";
    let server: Running;
    beforeAll(async () => {
      server = await start({
        ADMIN_PASSWORD: PASSWORD,
        TRUST_PROXY: "loopback",
        RATE_LIMIT_MAX: "5",
        RATE_LIMIT_GLOBAL_MAX: "20",
      });
    });
    afterAll(async () => {
      if (server) await stop(server, "SIGTERM");
    });

    const from = (address: string, headers: Record<string, string> = {}) => ({
      "x-forwarded-for": address,
      ...headers,
    });
    const login = (address: string, password: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/admin/login`, {
        method: "POST",
        headers: from(address, { "content-type": FORM, ...headers }),
        body: new URLSearchParams({ password }),
        redirect: "manual",
      });
    /** Status, the headers every answer must carry, and whether the body repeats what was sent. */
    const answer = async (response: Response, sent = "") => {
      const body = await response.text();
      return {
        status: response.status,
        type: (response.headers.get("content-type") ?? "").split(";")[0],
        secured: ["content-security-policy", "x-content-type-options", "x-frame-options", "permissions-policy"].every(
          (name) => response.headers.has(name),
        ),
        echoes: sent !== "" && body.includes(sent),
      };
    };

    // One row per finding: the request, as the probe sent it, and the answer the artefact must give.
    const probes: Array<{ finding: string; probe: () => Promise<unknown>; expected: unknown }> = [
      {
        finding: "1. twenty wrong passwords from one IPv6 /64 behind the proxy: 429 from the sixth",
        probe: async () => {
          const statuses = [];
          for (let n = 1; n <= 20; n++) statuses.push((await login(`2001:db8:5:1::${n}`, "not the password")).status);
          return statuses.indexOf(429);
        },
        expected: 5,
      },
      {
        finding: "2. the cookie of a session signed out reads nothing more",
        probe: async () => {
          const signedIn = await login("192.0.2.10", PASSWORD, { "sec-fetch-site": "same-origin" });
          const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
          const read = async () =>
            (await fetch(`${server.url}/admin/stats.json?days=1`, { headers: { cookie } })).status;
          // Until the embedded database is open, whether a session was signed out is unknown: 503, never 200.
          const before = await waitFor(
            "the session to be checked",
            async () => {
              const status = await read();
              return status === 503 ? null : status;
            },
            60_000,
          );
          await fetch(`${server.url}/admin/logout`, { method: "POST", headers: { cookie }, redirect: "manual" });
          return [signedIn.status, before, await read()];
        },
        expected: [303, 200, 401],
      },
      {
        finding: "2. a login posted from another site",
        probe: async () =>
          (await login("192.0.2.11", PASSWORD, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }))
            .status,
        expected: 403,
      },
      {
        finding: "4. Permissions-Policy on a page",
        probe: async () =>
          (await fetch(`${server.url}/`)).headers
            .get("permissions-policy")
            ?.match(/\b(camera|microphone|geolocation|payment|usb)=\(\)/g)?.length,
        expected: 5,
      },
      {
        finding: "5. GET /%c0%ae%c0%ae/x",
        probe: async () => answer(await fetch(`${server.url}/%c0%ae%c0%ae/x`), "%c0"),
        expected: { status: 400, type: "application/json", secured: true, echoes: false },
      },
      {
        finding: "5. GET /%ff, as a page",
        probe: async () => answer(await fetch(`${server.url}/%ff`, { headers: { accept: "text/html" } }), "%ff"),
        expected: { status: 400, type: "text/html", secured: true, echoes: false },
      },
      {
        finding: "5. an unknown method",
        probe: async () => answer(await fetch(`${server.url}/`, { method: "BREW" })),
        expected: { status: 400, type: "application/json", secured: true, echoes: false },
      },
      {
        finding: "6. a line break and a Bcc: in a one-line field",
        probe: async () => {
          const posted = await fetch(`${server.url}/send-email`, {
            method: "POST",
            headers: from("192.0.2.12", { "content-type": FORM }),
            body: new URLSearchParams({
              form: "requirement",
              page: "/",
              name: "Ann\r\nBcc: victim@evil.example",
              email: "ann@example.org",
              phone: "852612345678",
              service: "consulting",
              budget: "undecided",
              message: "Hello",
              website: "",
            }),
            redirect: "manual",
          });
          const subject = "New Requirement from Ann Bcc: victim@evil.example";
          await waitFor("the enquiry at the SMTP server", () => arrived(subject) === 1, 20_000);
          const text = smtp.received.find((mail) => mail.parsed.subject === subject)?.parsed.text ?? "";
          return {
            status: posted.status,
            forgedLines: text.split("\n").filter((line) => line.startsWith("Bcc:")).length,
          };
        },
        expected: { status: 303, forgedLines: 0 },
      },
      {
        finding: "7. ninety GET /send-email from eighteen addresses, then an enquiry from a new one",
        probe: async () => {
          for (let a = 1; a <= 18; a++)
            for (let n = 0; n < 5; n++) await fetch(`${server.url}/send-email`, { headers: from(`203.0.113.${a}`) });
          const res = await fetch(`${server.url}/send-email`, {
            method: "POST",
            headers: from("203.0.113.200", { "content-type": "application/json" }),
            body: JSON.stringify({
              to: site.email,
              name: "Ada Operator",
              subject: "After the GET flood",
              body: "Still served.",
            }),
          });
          return res.status;
        },
        expected: 200,
      },
      {
        finding: "10. nothing under DATA_DIR is open to other users",
        probe: async () => {
          await fetch(`${server.url}/`); // opens the embedded database
          await waitFor(
            "the embedded database to open",
            () => server.output().includes("measurement: recording"),
            60_000,
          );
          const paths = [
            dataDir,
            ...readdirSync(dataDir, { recursive: true }).map((name) => join(dataDir, String(name))),
          ];
          return {
            dataDir: (statSync(dataDir).mode & 0o777).toString(8),
            openFolders: paths.filter((path) => statSync(path).isDirectory() && (statSync(path).mode & 0o077) !== 0),
          };
        },
        expected: { dataDir: "700", openFolders: [] },
      },
      {
        finding: "11. a .env with an unterminated quote",
        probe: async () => {
          const folder = mkdtempSync(join(tmpdir(), "artefact-env-"));
          try {
            writeFileSync(join(folder, ".env"), 'PORT=3999\nADMIN_PASSWORD="never-shown-secret\n');
            const { command, args } = { command: node, args: [join(appDir, "build/server/main.mjs")] };
            let result: { code: number; output: string };
            try {
              execFileSync(command, args, {
                cwd: folder,
                env: { PATH: "/usr/bin:/bin", DATA_DIR: join(folder, "data") },
                stdio: "pipe",
                timeout: 20_000,
              });
              result = { code: 0, output: "" };
            } catch (error) {
              const failed = error as { status: number; stderr: Buffer; stdout: Buffer };
              result = { code: failed.status, output: `${failed.stdout}${failed.stderr}`.trim() };
            }
            return result;
          } finally {
            rmSync(folder, { recursive: true, force: true });
          }
        },
        expected: {
          code: 1,
          output: expect.stringMatching(/^Invalid \/.+\/\.env, line 2: the quote \("\) is never closed$/),
        },
      },
    ];
    for (const { finding, probe, expected } of probes) {
      it(
        finding,
        async () => {
          expect(await probe()).toEqual(expected);
        },
        90_000,
      );
    }
  });

  describe("with a Redis (REDIS_URL)", () => {
    const redis = useRedis();

    it("answers /readyz 503 once Redis is stopped, without saying where it is", async () => {
      const server = await start({ REDIS_URL: redis.url.replace("redis://", "redis://:a-secret@") });
      expect(await readyz(server)).toEqual({ status: 200, body: { status: "ready", checks: { queue: "ok" } } });
      await redis.stop();
      const refused = await waitFor("/readyz to answer 503", async () => {
        const answer = await readyz(server);
        return answer.status === 503 ? answer : null;
      });
      expect(refused.body.checks.queue).toMatch(/^Redis \(REDIS_URL\) is not reachable/);
      expect(JSON.stringify(refused.body)).not.toMatch(/a-secret|127\.0\.0\.1/);
      // SIGTERM still ends it: after the delivery grace it stops waiting for the missing Redis (jobs stay there).
      expect(await stop(server, "SIGTERM")).toEqual({ code: 0, signal: null });
    }, 60_000);
  });
});
