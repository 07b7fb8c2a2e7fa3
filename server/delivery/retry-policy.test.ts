import { describe, expect, it } from "vitest";
import { AttemptAborted, describeFailure, isExpired, retryDelay } from "./retry-policy";

const policy = { firstMs: 30_000, maxMs: 900_000, giveUpAfterMs: 432_000_000 };

describe("retryDelay", { timeout: 5000 }, () => {
  it("starts at RETRY_FIRST_MS and doubles up to RETRY_MAX_MS", () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => retryDelay(attempt, policy, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ]);
  });

  it("is up to a fifth shorter at random, never longer", () => {
    expect(retryDelay(1, policy, () => 0.999_999)).toBe(24_000);
    expect(retryDelay(10, policy, () => 0.5)).toBe(810_000);
  });
});

describe("isExpired", { timeout: 5000 }, () => {
  it("counts the age from the moment the enquiry was (re)queued", () => {
    expect(isExpired(1000, { giveUpAfterMs: 500 }, 1500)).toBe(false);
    expect(isExpired(1000, { giveUpAfterMs: 500 }, 1501)).toBe(true);
  });
});

describe("describeFailure", { timeout: 5000 }, () => {
  it("makes SMTP 5xx permanent and 4xx, network errors and timeouts temporary", () => {
    expect(describeFailure({ code: "EENVELOPE", responseCode: 550, response: "550 5.1.1 No such user\r\n" })).toEqual({
      permanent: true,
      reason: "smtp-550",
      reply: "550 5.1.1 No such user",
    });
    expect(describeFailure({ code: "EMESSAGE", responseCode: 451, response: "451 Try again" })).toMatchObject({
      permanent: false,
      reason: "smtp-451",
    });
    expect(describeFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toEqual({
      permanent: false,
      reason: "ECONNREFUSED",
    });
    expect(describeFailure(new AttemptAborted("deadline"))).toEqual({ permanent: false, reason: "deadline" });
    expect(describeFailure(undefined)).toEqual({ permanent: false, reason: "error" });
  });

  it("keeps waiting when our own login or TLS settings are refused: the operator fixes SMTP_URL, no lead dies", () => {
    expect(describeFailure({ code: "EAUTH", responseCode: 535, response: "535 Authentication failed" })).toMatchObject({
      permanent: false,
    });
  });
});
