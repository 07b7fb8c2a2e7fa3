import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

export interface ContentDevServer {
  /** The copy of content/ and public/ the server reads (CONTENT_ROOT). */
  root: string;
  /** Stops the server and deletes the copy. */
  stop(): void;
}

/**
 * One dev server at a time across the test workers. Two of them would work in the same checkout: at start each
 * pre-bundles the pages' dependencies into node_modules/.vite (react-router.config.ts, unstable_optimizeDeps), compiles
 * the messages into shared/i18n/paraglide and writes React Router's types, and the other's watcher and dependency cache
 * react to those writes. A page whose dependency is re-bundled under it gets a 504 and never hears a reload. A lock
 * left by a crashed worker expires.
 */
const LOCK = join(tmpdir(), "agency-site-dev-server.lock");
const LOCK_EXPIRES_MS = 5 * 60_000;

async function takeDevServerLock(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > LOCK_EXPIRES_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * `react-router dev` on a copy of content/ and public/ (CONTENT_ROOT), so a test may change the content without
 * touching the repository's files, on a port of its own. Returns once `readyPath` answers 200; until it is stopped,
 * no other test's dev server starts (takeDevServerLock).
 */
export async function startContentDevServer(options: {
  port: number;
  name: string;
  readyPath: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ContentDevServer> {
  const release = await takeDevServerLock();
  const root = mkdtempSync(join(tmpdir(), `${options.name}-`));
  cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
  cpSync(join(repo, "public"), join(root, "public"), { recursive: true });
  const server = spawn(
    join(repo, "node_modules/.bin/react-router"),
    ["dev", "--host", "127.0.0.1", "--port", String(options.port), "--strictPort"],
    {
      cwd: repo,
      env: {
        ...process.env,
        ...options.env,
        CONTENT_ROOT: root,
        OUTBOX_DIR: join(root, "outbox"),
        SPOOL_DIR: join(root, "spool"),
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(root, { recursive: true, force: true });
    release();
  };
  let output = "";
  let stopped: number | null | undefined;
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.once("exit", (code) => (stopped = code));
  try {
    await expect
      .poll(
        async () => {
          if (stopped !== undefined) throw new Error(`the dev server stopped (${String(stopped)}):\n${output}`);
          return fetch(`http://127.0.0.1:${String(options.port)}${options.readyPath}`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { root, stop };
}
