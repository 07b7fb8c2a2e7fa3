/**
 * The relay's tests' common ground (server/relay/relay.test.ts, server/relay/relay-rate-limit.test.ts): a valid
 * request, a test server with a real SMTP server, and helpers to post and to read a refusal.
 */
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { RELAY_PATH } from "../../shared/relay-contract";
import { site } from "../../shared/site";
import { useTestServer } from "./test-server";
import { waitFor } from "./wait";

/** Sets up the server for the calling test file (its hooks are the file's) and gives the helpers. */
export function useRelayHarness() {
  const bodyLines = [
    "Name: Ada Lovelace",
    "Email: ada@example.org",
    "Phone: +44 20 7946 0000",
    "Service Needed: Web Development",
    "Message: We would like a new website.",
  ];
  const valid = {
    to: site.email,
    name: site.senderLabel,
    subject: "Project enquiry",
    body: bodyLines.join("\n"),
    website: "",
    elapsedMs: 8000,
  };

  const server = useTestServer({ smtp: true, env: { RETRY_FIRST_MS: "20" } });

  async function start(env: NodeJS.ProcessEnv = {}) {
    const app = await server.start(env, { shutdownGraceMs: 500 });
    return { app, smtp: server.smtp };
  }

  const delivered = (count: number) =>
    waitFor(`${count} message(s) at the SMTP server`, () => server.smtp.received.length >= count);

  function post(payload: unknown, extra: Partial<InjectOptions> = {}) {
    return server.app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: payload as InjectOptions["payload"],
      ...extra,
    });
  }

  function expectError(res: Awaited<ReturnType<typeof post>>, status: number) {
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json() as { error?: unknown; success?: unknown };
    expect(body.success).toBeUndefined();
    expect(typeof body.error).toBe("string");
    expect(String(body.error).length).toBeGreaterThan(10);
    return String(body.error);
  }

  return { bodyLines, valid, server, start, delivered, post, expectError };
}
