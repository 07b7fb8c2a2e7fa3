import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FullConfig } from "@playwright/test";
import { startSmtpServer } from "../../../server/testing/smtp";

/**
 * Serves the production build (built by `npm run test:e2e` beforehand) with the real server, delivering mail to
 * the test SMTP server on loopback, whose messages the tests read from MAIL_DIR.
 */
export default async function globalSetup(config: FullConfig) {
  const baseUrl = config.projects[0]?.use.baseURL;
  if (!baseUrl) throw new Error("playwright.config.ts names no baseURL to serve the build at");
  const mailDir = mkdtempSync(join(tmpdir(), "e2e-mail-"));
  const outboxDir = mkdtempSync(join(tmpdir(), "outbox-"));
  const spoolDir = mkdtempSync(join(tmpdir(), "spool-"));
  // The embedded measurement database of this run (tests/e2e/measurement.spec.ts reads it through /admin).
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-data-"));
  const smtp = await startSmtpServer({ mailDir });
  process.env.MAIL_DIR = mailDir;
  // The spool, for tests that read it with the owner's command (`npm run mail -- held`: tests/e2e/held.spec.ts).
  process.env.E2E_SPOOL_DIR = spoolDir;

  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: new URL(baseUrl).port,
      HOST: "127.0.0.1",
      SMTP_URL: smtp.url,
      OUTBOX_DIR: outboxDir,
      RATE_LIMIT_MAX: "1000",
      RATE_LIMIT_GLOBAL_MAX: "100000",
      SPOOL_DIR: spoolDir,
      RETRY_FIRST_MS: "100",
      RETRY_MAX_MS: "1000",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password-0000",
      // Each test context comes from an address of its own (X-Forwarded-For), so the admin login limit of one
      // test never reaches another.
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealthy(new URL("/healthz", baseUrl).href, server);

  return async () => {
    server.kill("SIGTERM");
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
    rmSync(spoolDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealthy(url: string, server: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error(`The server did not answer ${url} within 30 s`);
}
