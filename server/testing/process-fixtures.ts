/**
 * For tests that run the server as processes of their own: a fixture site and a test SMTP server made before
 * each test, and after it every server process the test started killed and the rest taken down.
 */
import { afterEach, beforeEach } from "vitest";
import type { ChildServer } from "./child-server";
import { makeClientFixture, type ClientFixture } from "./fixture";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

export interface ProcessFixtures {
  fixture: ClientFixture;
  smtp: TestSmtpServer;
  /** Push each started server here: it is killed after the test. */
  servers: ChildServer[];
}

export function useProcessFixtures(): ProcessFixtures {
  const context = { servers: [] as ChildServer[] } as ProcessFixtures;
  beforeEach(async () => {
    context.fixture = makeClientFixture();
    context.smtp = await startSmtpServer();
  });
  afterEach(async () => {
    try {
      await Promise.all(context.servers.splice(0).map((server) => server.kill()));
    } finally {
      await context.smtp.close();
      context.fixture.cleanup();
    }
  });
  return context;
}
