/**
 * The held submissions' stores, the file one and the Redis one, by the same tests: HELD_DAYS and HELD_MAX with an
 * injected clock, each deletion logged without the message, and a release that happens once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "../../../shared/time";
import { useRedis } from "../../testing/redis";
import { newEnquiry, type Enquiry } from "../enquiry";
import { FileHeldStore } from "./file-held-store";
import { HeldKeeper } from "./held-keeper";
import type { HeldStore, HeldSubmission } from "./held-submission";
import { RedisHeldStore } from "./redis-held-store";

const T0 = Date.UTC(2026, 0, 1);
const SECRET = "A secret plan for the harbour";

function submission(heldAt: number, subject = SECRET): HeldSubmission {
  const enquiry = newEnquiry(
    { from: { name: "Site", address: "no-reply@example.com" }, to: "hello@example.com", subject, text: SECRET },
    heldAt,
  );
  return { id: enquiry.id, heldAt, form: "contact", language: "en", reasons: ["honeypot"], enquiry };
}

function recordingLog() {
  const lines: Array<{ fields: unknown; text: string }> = [];
  const write = (fields: unknown, text: string) => lines.push({ fields, text });
  return { lines, log: { info: write, warn: write, error: write } as never };
}

const redis = useRedis();

describe.each(["file", "redis"] as const)("the %s store", (kind) => {
  let dir: string;
  let client: Redis | undefined;
  let open: (max: number) => HeldStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "held-"));
    if (kind === "redis") {
      client = new Redis(redis.url);
      await client.flushall();
    }
    open = (max) =>
      kind === "file" ? new FileHeldStore(join(dir, "held"), { max }) : new RedisHeldStore(client!, { max }, "Redis");
  });
  afterEach(async () => {
    await client?.quit();
    client = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it("deletes what was held longer than HELD_DAYS, logging ids and times only", async () => {
    let now = T0;
    const { lines, log } = recordingLog();
    const keeper = new HeldKeeper(open(100), { days: 30, log, now: () => now });
    const held = [submission(T0), submission(T0 + 10 * DAY_MS), submission(T0 + 29 * DAY_MS)];
    for (const one of held) await keeper.hold(one);

    now = T0 + 30 * DAY_MS - 1;
    expect(await keeper.sweep()).toEqual([]);
    now = T0 + 41 * DAY_MS;
    expect(await keeper.sweep()).toEqual([
      { id: held[0]!.id, heldAt: T0 },
      { id: held[1]!.id, heldAt: held[1]!.heldAt },
    ]);
    expect((await keeper.store.list()).map((entry) => entry.id)).toEqual([held[2]!.id]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ held: { state: "deleted", limit: "HELD_DAYS", count: 2 } });
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("keeps HELD_MAX at most: the oldest go first, with one log line", async () => {
    const { lines, log } = recordingLog();
    const keeper = new HeldKeeper(open(3), { days: 30, log, now: () => T0 });
    const held = Array.from({ length: 5 }, (_, n) => submission(T0 + n * 1000));
    for (const one of held.slice(0, 3)) await keeper.hold(one);
    expect(lines).toHaveLength(0);
    await keeper.hold(held[3]!);
    await keeper.hold(held[4]!);
    expect(await keeper.store.count()).toBe(3);
    expect((await keeper.store.list()).map((entry) => entry.id)).toEqual(held.slice(2).map((one) => one.id));
    expect(lines.map((line) => line.fields)).toMatchObject([
      { held: { limit: "HELD_MAX", count: 1, ids: [held[0]!.id] } },
      { held: { limit: "HELD_MAX", count: 1, ids: [held[1]!.id] } },
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("lists without the text, shows in full, and releases once", async () => {
    const store = open(100);
    const one = submission(T0);
    await store.hold(one);
    const [entry] = await store.list();
    expect(entry).toEqual({ id: one.id, heldAt: T0, form: "contact", language: "en", reasons: ["honeypot"] });
    expect(await store.read(one.id)).toEqual(one);

    const queued: Enquiry[] = [];
    const enqueue = async (enquiry: Enquiry) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      queued.push(enquiry);
    };
    const releases = await Promise.all([store.release(one.id, enqueue), store.release(one.id, enqueue)]);
    expect(releases.filter((release) => release.released)).toHaveLength(1);
    expect(queued).toEqual([one.enquiry]);
    expect(await store.count()).toBe(0);
    expect(await store.release(one.id, enqueue)).toEqual({ released: false });
  });

  it("holds it again when the queue cannot take it", async () => {
    const store = open(100);
    const one = submission(T0);
    await store.hold(one);
    await expect(store.release(one.id, () => Promise.reject(new Error("the disk is full")))).rejects.toThrow(
      "the disk is full",
    );
    expect(await store.read(one.id)).toEqual(one);
    expect(await store.count()).toBe(1);
  });
});
