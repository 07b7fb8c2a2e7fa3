/**
 * The relay's rate limits against a real SMTP server on 127.0.0.1: per client address, per IPv6 /64, for all
 * addresses together, behind the proxies TRUST_PROXY names, and in a burst.
 */
import { describe, expect, it } from "vitest";
import { RELAY_PATH } from "../../shared/relay-contract";
import { useRelayHarness } from "../testing/relay-harness";
import { startRedis } from "../testing/redis";

const { valid, server, start, delivered, post, expectError } = useRelayHarness();

describe("POST /send-email rate limits", { timeout: 60_000 }, () => {
  it("rate-limits per client address, counting refused requests too", async () => {
    const { smtp } = await start({ RATE_LIMIT_MAX: "3" });
    const from = (remoteAddress: string) => ({ remoteAddress });

    expect((await post({ ...valid, to: "x@elsewhere.example" }, from("10.0.0.1"))).statusCode).toBe(400);
    expect((await post({ ...valid, subject: "a\nb" }, from("10.0.0.1"))).statusCode).toBe(400);
    expect((await post(valid, from("10.0.0.1"))).statusCode).toBe(200);
    // The fourth request in the window is refused before anything is read or sent.
    const limited = await post(valid, from("10.0.0.1"));
    expect(expectError(limited, 429)).toMatch(/Too many messages/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    // Another visitor is not affected.
    expect((await post(valid, from("10.0.0.2"))).statusCode).toBe(200);
    await delivered(2);
    expect(smtp.received).toHaveLength(2);
  });

  it("counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one", async () => {
    await start({ RATE_LIMIT_MAX: "2" });
    const from = (remoteAddress: string) => ({ remoteAddress });
    expect((await post(valid, from("2001:db8:1:2::1"))).statusCode).toBe(200);
    expect((await post(valid, from("2001:db8:1:2:ffff:ffff:ffff:ffff"))).statusCode).toBe(200);
    expect((await post(valid, from("2001:db8:1:2::abcd"))).statusCode).toBe(429);
    expect((await post(valid, from("2001:db8:1:3::1"))).statusCode).toBe(200);

    expect((await post(valid, from("192.0.2.7"))).statusCode).toBe(200);
    expect((await post(valid, from("::ffff:192.0.2.7"))).statusCode).toBe(200);
    expect((await post(valid, from("192.0.2.7"))).statusCode).toBe(429);
  });

  it("caps all addresses together per window, and a limited address uses none of that cap", async () => {
    await start({ RATE_LIMIT_MAX: "2", RATE_LIMIT_GLOBAL_MAX: "5" });
    // One noisy address: two requests count, the rest are refused by its own limit before the overall count.
    for (let i = 0; i < 6; i++) await post(valid, { remoteAddress: "10.1.0.1" });
    const spread = [];
    for (let i = 2; i <= 6; i++) spread.push((await post(valid, { remoteAddress: `10.1.0.${i}` })).statusCode);
    expect(spread).toEqual([200, 200, 200, 429, 429]);
    const capped = await post(valid, { remoteAddress: "10.1.0.99" });
    expect(expectError(capped, 429)).toMatch(/unusual number of messages/);
    expect(Number(capped.headers["retry-after"])).toBeGreaterThan(0);
  });

  for (const store of ["memory", "redis"] as const) {
    it(`counts only well-formed submissions toward the overall cap; cheap refusals cost their own address only (${store})`, async () => {
      const redis = store === "redis" ? await startRedis() : null;
      try {
        await start({ RATE_LIMIT_MAX: "4", RATE_LIMIT_GLOBAL_MAX: "3", ...(redis ? { REDIS_URL: redis.url } : {}) });
        // Ten addresses use up their own limits on requests refused before anything would be sent: 405, 415, 400, 413.
        for (let n = 1; n <= 10; n++) {
          const remoteAddress = `10.7.0.${n}`;
          expect((await server.app.inject({ method: "GET", url: RELAY_PATH, remoteAddress })).statusCode).toBe(405);
          expect((await post("hello", { remoteAddress, headers: { "content-type": "text/plain" } })).statusCode).toBe(
            415,
          );
          expect(
            (await post("{not json", { remoteAddress, headers: { "content-type": "application/json" } })).statusCode,
          ).toBe(400);
          expect((await post({ ...valid, body: "x".repeat(40_000) }, { remoteAddress })).statusCode).toBe(413);
          expect((await post(valid, { remoteAddress })).statusCode).toBe(429);
        }
        // None of that used the cap for all addresses: a visitor from a new address is served.
        expect((await post(valid, { remoteAddress: "10.7.1.1" })).statusCode).toBe(200);
        expect((await post(valid, { remoteAddress: "10.7.1.2" })).statusCode).toBe(200);
        expect((await post(valid, { remoteAddress: "10.7.1.3" })).statusCode).toBe(200);
        const capped = await post(valid, { remoteAddress: "10.7.1.4" });
        expect(expectError(capped, 429)).toMatch(/unusual number of messages/);
        expect(Number(capped.headers["retry-after"])).toBeGreaterThan(0);
      } finally {
        await server.stop();
        await redis?.stop();
      }
    });
  }

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    const forwarded = (client: string) => ({ remoteAddress: "10.9.9.9", headers: { "x-forwarded-for": client } });
    await start({ RATE_LIMIT_MAX: "1" });
    // Not trusted: every forged address is the proxy's one client.
    expect((await post(valid, forwarded("198.51.100.1"))).statusCode).toBe(200);
    expect((await post(valid, forwarded("198.51.100.2"))).statusCode).toBe(429);
    await server.stop();

    for (const trust of ["10.9.9.9", "10.0.0.0/8", "1"]) {
      await start({ RATE_LIMIT_MAX: "1", TRUST_PROXY: trust });
      expect((await post(valid, forwarded("198.51.100.1"))).statusCode, trust).toBe(200);
      expect((await post(valid, forwarded("198.51.100.2"))).statusCode, trust).toBe(200);
      expect((await post(valid, forwarded("198.51.100.1"))).statusCode, trust).toBe(429);
      await server.stop();
    }
  });

  it("stops a burst at the limit: nothing past it reaches the SMTP server", async () => {
    const { smtp } = await start({ RATE_LIMIT_MAX: "3" });
    const results = await Promise.all(Array.from({ length: 8 }, () => post(valid, { remoteAddress: "10.0.0.9" })));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    for (const res of results.filter((r) => r.statusCode === 429)) expectError(res, 429);
    await delivered(3);
    expect(smtp.received).toHaveLength(3);
  });
});
