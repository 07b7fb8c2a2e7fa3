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
const SOURCES = ["app", "server", "shared", "public", "scripts", "package-lock.json", "react-router.config.ts", "vite.config.ts"];

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
      body: JSON.stringify({ to: site.email, name: "Ada Operator", subject, body: "Sent by the production artefact test." }),
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
    expect(appFiles.filter((file) => /(^|\/)node_modules\//.test(file) && !file.startsWith("build/server/node_modules/"))).toEqual([]);
    expect(appFiles.filter((file) => /\.tsx?$/.test(file))).toEqual([]);
  });

  it("serves its pages and health, accepts an enquiry and delivers it, stops on SIGTERM, and loses nothing to kill -9", async () => {
    const server = await start();
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
    expect(smtp.received.find((mail) => mail.parsed.subject === "Delivered by the artefact")?.mailFrom).toBe(ENV_FILE_SENDER);

    // With the mail server down, an enquiry is accepted and waits; kill -9 must not lose it.
    await smtp.setBehaviour("down");
    const waiting = await send(server, "Waits through kill -9");
    expect(waiting.status).toBe(200);
    expect((await stop(server, "SIGKILL")).signal).toBe("SIGKILL");
    await smtp.setBehaviour("accept");
    const restarted = await start();
    await waitFor("the enquiry accepted before kill -9 at the SMTP server", () => arrived("Waits through kill -9") === 1, 20_000);
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
      expect(refused.body).toEqual({ status: "unavailable", checks: { spool: "the spool cannot be written (EACCES)" } });
      // Liveness is another matter: the process is well, it just cannot take an enquiry.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      execFileSync("chmod", ["-R", "u+w", dataDir]);
    }
    await waitFor("/readyz to answer 200 again", async () => (await readyz(server)).status === 200);
    expect(await stop(server, "SIGTERM")).toEqual({ code: 0, signal: null });
  }, 60_000);

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
