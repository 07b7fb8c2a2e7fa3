/**
 * The server a test talks to, set up one way for every server test: the real app (buildServer) on a fixture site
 * (fixture.ts), with the suite's settings and then the test's over testConfig's defaults, a log the test can read
 * (log.ts), optionally a test SMTP server it delivers to, and all of it taken down after each test, or after the file
 * for a suite whose servers are shared (`scope: "file"`).
 *
 *   const server = useTestServer({ smtp: true, env: { RATE_LIMIT_MAX: "100" } });
 *   it("...", async () => {
 *     const app = await server.start({ MAIL_TO: "..." });
 *     ...
 *   });
 */
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { buildServer, type BuildServerOptions } from "../app";
import { makeClientFixture, testConfig, type ClientFixture } from "./fixture";
import { testLog, type TestLog } from "./log";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

export interface TestServerOptions {
  /** "test" (the default): a new fixture for each test, its servers closed after it; "file": one for the whole file. */
  scope?: "test" | "file";
  /** Start a test SMTP server with the fixture, and deliver to it (SMTP_URL). */
  smtp?: boolean;
  /** The suite's settings, over the defaults (SPOOL_DIR and OUTBOX_DIR inside the fixture); a test's come on top. */
  env?: NodeJS.ProcessEnv | ((fixture: ClientFixture) => NodeJS.ProcessEnv);
  /** Runs once the fixture is made, before any server starts: pages of the test's own, say. */
  prepare?: (fixture: ClientFixture) => void | Promise<void>;
  /** Runs at teardown once the servers have closed, before the SMTP server and the fixture go. */
  teardown?: () => void | Promise<void>;
}

export interface TestServers {
  readonly fixture: ClientFixture;
  /** Present with `smtp: true`. */
  readonly smtp: TestSmtpServer;
  /** The server started last. */
  readonly app: FastifyInstance;
  /** Every line the server started last logged, parsed. */
  readonly log: TestLog;
  /** A server with these settings over the suite's, ready (its plugins loaded) but not listening. */
  start(
    env?: NodeJS.ProcessEnv,
    options?: Partial<Omit<BuildServerOptions, "config" | "clientDir">>,
  ): Promise<FastifyInstance>;
  /** The same, listening on a free loopback port. */
  listen(
    env?: NodeJS.ProcessEnv,
    options?: Partial<Omit<BuildServerOptions, "config" | "clientDir">>,
  ): Promise<{ app: FastifyInstance; port: number; url: string }>;
  /** Closes the servers started so far (the teardown does it too). */
  stop(): Promise<void>;
}

export function useTestServer(options: TestServerOptions = {}): TestServers {
  let fixture: ClientFixture | undefined;
  let smtp: TestSmtpServer | undefined;
  let log = testLog();
  const apps: FastifyInstance[] = [];

  const suiteEnv = (made: ClientFixture) =>
    typeof options.env === "function" ? options.env(made) : (options.env ?? {});
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`useTestServer: no ${what} yet (it is made before each test, or before the file)`);
    return value;
  };

  async function stop() {
    const closing = apps.splice(0);
    await Promise.all(closing.map((app) => app.close()));
  }

  async function start(
    env: NodeJS.ProcessEnv = {},
    serverOptions: Partial<Omit<BuildServerOptions, "config" | "clientDir">> = {},
  ) {
    const made = need(fixture, "fixture");
    log = testLog();
    const app = await buildServer({
      config: testConfig({
        SPOOL_DIR: made.spoolDir,
        OUTBOX_DIR: join(made.root, "outbox"),
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
        ...suiteEnv(made),
        ...env,
      }),
      clientDir: made.clientDir,
      logger: log.logger,
      shutdownGraceMs: 300,
      ...serverOptions,
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  async function setUp() {
    fixture = makeClientFixture();
    if (options.smtp) smtp = await startSmtpServer();
    await options.prepare?.(fixture);
  }

  async function tearDown() {
    try {
      await stop();
      await options.teardown?.();
    } finally {
      await smtp?.close();
      smtp = undefined;
      fixture?.cleanup();
      fixture = undefined;
    }
  }

  if (options.scope === "file") {
    beforeAll(setUp);
    afterAll(tearDown);
  } else {
    beforeEach(setUp);
    afterEach(tearDown);
  }

  return {
    get fixture() {
      return need(fixture, "fixture");
    },
    get smtp() {
      return need(smtp, "SMTP server (useTestServer({ smtp: true }))");
    },
    get app() {
      return need(apps.at(-1), "server (start one first)");
    },
    get log() {
      return log;
    },
    start,
    async listen(env, serverOptions) {
      const app = await start(env, serverOptions);
      await app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = app.server.address() as AddressInfo;
      return { app, port, url: `http://127.0.0.1:${port}` };
    },
    stop,
  };
}
