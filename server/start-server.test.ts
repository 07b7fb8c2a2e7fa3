/**
 * The real start-up and shutdown, as processes of their own on a fixture build: refusals before listening,
 * the line that says where mail goes, and SIGTERM with a delivery in flight. (kill -9 in the middle of a burst is one
 * of the fault cases that delivery/delivery.test.ts runs against both stores.)
 */
import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../shared/site";
import { RELAY_PATH } from "../shared/relay-contract";
import { spawnServer, startChildServer, type ChildServer } from "./testing/child-server";
import { useProcessFixtures } from "./testing/process-fixtures";
import { waitFor } from "./testing/wait";

const context = useProcessFixtures();

async function start(env: NodeJS.ProcessEnv = {}) {
  const server = await startChildServer(context.fixture.clientDir, {
    SMTP_URL: context.smtp.url,
    SPOOL_DIR: context.fixture.spoolDir,
    RATE_LIMIT_MAX: "1000",
    RATE_LIMIT_GLOBAL_MAX: "1000",
    RETRY_FIRST_MS: "50",
    RETRY_MAX_MS: "200",
    ...env,
  });
  context.servers.push(server);
  return server;
}

const enquiry = (subject: string) => ({ to: site.email, name: site.senderLabel, subject, body: `Message: ${subject}` });

function post(server: ChildServer, subject: string) {
  return fetch(`${server.url}${RELAY_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(enquiry(subject)),
  });
}

describe("the server process", { timeout: 60_000 }, () => {
  it.each([
    [
      "SPOOL_DIR",
      { SPOOL_DIR: "<fixture>/secret.txt/spool" },
      /^Invalid SPOOL_DIR: ".*secret\.txt\/spool" cannot be written \(ENOTDIR\)$/,
    ],
    ["SMTP_URL", { NODE_ENV: "production" }, /^Invalid SMTP_URL: unset, but NODE_ENV=production needs a mail server/],
    ["MAIL_TO", { MAIL_TO: "sales@example.com" }, /^Invalid MAIL_TO: "sales@example.com" does not include /],
  ])("refuses to start when %s would lose enquiries, with one line naming it", async (_variable, env, message) => {
    const values = Object.fromEntries(
      Object.entries(env).map(([key, value]) => [key, value.replace("<fixture>", context.fixture.root)]),
    );
    const server = spawnServer(context.fixture.clientDir, {
      SPOOL_DIR: context.fixture.spoolDir,
      PORT: "1",
      ...values,
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output().trimEnd()).toMatch(message);
    expect(server.output().trimEnd().split("\n")).toHaveLength(1);
  });

  it.each([
    ["readable by others", 0o755],
    ["writable by its group", 0o730],
    ["readable by its group", 0o740],
  ])("refuses to start when DATA_DIR is %s, with one line naming the folder", async (_case, mode) => {
    const dataDir = join(context.fixture.root, `data-${mode.toString(8)}`);
    mkdirSync(dataDir);
    chmodSync(dataDir, mode);
    const server = spawnServer(context.fixture.clientDir, {
      SPOOL_DIR: context.fixture.spoolDir,
      DATA_DIR: dataDir,
      PORT: "1",
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output().trimEnd()).toBe(
      `Invalid DATA_DIR: ${dataDir} is open to other users (mode 0${mode.toString(8)}); make it private: chmod 700 ${dataDir}`,
    );
  });

  it("makes a missing DATA_DIR private, and nothing it writes there (spool, embedded database) is open to others", async () => {
    const dataDir = join(context.fixture.root, "made", "data");
    const server = await start({ DATA_DIR: dataDir, SPOOL_DIR: "" });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect((await post(server, "Private files")).status).toBe(200);
    await fetch(`${server.url}/`); // a page view opens the embedded database
    await waitFor("the embedded database to open", () => server.output().includes("measurement: recording"), 90_000);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    const open = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => (statSync(path).mode & 0o077) !== 0);
    expect(readdirSync(join(dataDir, "measurement")).length).toBeGreaterThan(5);
    expect(open).toEqual([]);
  }, 120_000);

  it("says where mail goes, and on SIGTERM finishes the delivery in flight and exits 0", async () => {
    await context.smtp.setBehaviour("slow"); // the mail server takes a second to answer the message
    const server = await start();
    expect(server.output()).toContain(
      `mail goes to SMTP 127.0.0.1:${context.smtp.port}; accepted enquiries wait in ${context.fixture.spoolDir}`,
    );

    expect((await post(server, "in flight at SIGTERM")).status).toBe(200);
    await waitFor("the delivery to start", () => context.smtp.connections() > 0);
    server.process.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(context.smtp.received.map((mail) => mail.parsed.subject)).toEqual(["in flight at SIGTERM"]);
  });
});
