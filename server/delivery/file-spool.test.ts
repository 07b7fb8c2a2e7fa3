import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { DirectorySync, DurableAppendFile, writeFileDurably } from "./durable-file";
import { newEnquiry, type Enquiry } from "./enquiry";
import { FileSpool } from "./file-spool";
import { parseBatch } from "./spool-files";
import { waitFor } from "../testing/wait";

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "spool-test-"));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const mail = {
  from: { name: "Site", address: "no-reply@example.com" },
  to: "hello@example.com",
  subject: "Hi",
  text: "Hello",
};

describe("FileSpool", { timeout: 30_000 }, () => {
  it("refuses a SPOOL_DIR that cannot be written, naming the variable", async () => {
    writeFileSync(join(root, "a-file"), "");
    const error = await new FileSpool(join(root, "a-file", "spool")).open().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe("SPOOL_DIR");
    expect((error as ConfigError).message).toMatch(
      /^Invalid SPOOL_DIR: ".*a-file\/spool" cannot be written \(ENOTDIR\)$/,
    );
  });

  it("keeps pending enquiries oldest first, and leaves no temporary files", async () => {
    const spool = await new FileSpool(join(root, "spool")).open();
    const older = newEnquiry(mail, 1_000_000);
    const newer = newEnquiry(mail, 2_000_000);
    await spool.add(newer);
    await spool.add(older);
    expect(await spool.pendingIds()).toEqual([older.id, newer.id]);
    expect(await spool.read(older.id)).toEqual(older);
    expect(readdirSync(spool.pendingDir).sort()).toEqual([`${older.id}.json`, `${newer.id}.json`]);
    expect((await spool.status()).oldestPendingAcceptedAt).toBe(1_000_000);
  });

  it("revives dead letters with their identity, and their give-up age counted from the revival", async () => {
    const spool = await new FileSpool(join(root, "spool")).open();
    const enquiry = newEnquiry(mail, 1_000_000);
    await spool.add(enquiry);
    await spool.bury(enquiry, { at: 2_000_000, attempts: 3, permanent: false, reason: "expired" });
    expect(await spool.status()).toMatchObject({ pending: 0, dead: 1 });

    expect(await spool.retryDead(3_000_000)).toBe(1);
    expect(await spool.status()).toMatchObject({ pending: 1, dead: 0 });
    expect(await spool.read(enquiry.id)).toEqual({ ...enquiry, queuedAt: 3_000_000 });
  });
});

describe("FileSpool's last error", { timeout: 30_000 }, () => {
  it("stays readable when many attempts fail at the same moment", async () => {
    const spool = await new FileSpool(join(root, "spool")).open();
    const errors = Array.from({ length: 20 }, (_, n) => ({
      at: n,
      id: `id-${n}`,
      reason: "ECONNREFUSED",
      dead: false,
    }));
    await Promise.all(errors.map((error) => spool.noteError(error)));
    expect(errors).toContainEqual((await spool.status()).lastError);
    expect(readdirSync(join(root, "spool")).sort()).toEqual(["dead", "last-error.json", "pending"]);
  });
});

describe("FileSpool's dead letters", { timeout: 30_000 }, () => {
  it("lists them oldest death first with ids only, shows when the oldest died, and deletes one or all", async () => {
    const spool = await new FileSpool(join(root, "spool")).open();
    const [a, b, c] = [1, 2, 3].map((n) => newEnquiry(mail, 1_000_000 + n));
    for (const enquiry of [a!, b!, c!]) await spool.add(enquiry);
    await spool.bury(a!, { at: 5_000_000, attempts: 1, permanent: true, reason: "smtp-550" });
    await spool.bury(b!, { at: 4_000_000, attempts: 1, permanent: true, reason: "smtp-550" });
    await spool.bury(c!, { at: 6_000_000, attempts: 9, permanent: true, reason: "expired" });

    expect(await spool.deadLetters()).toEqual([
      { id: b!.id, messageId: b!.messageId, diedAt: 4_000_000 },
      { id: a!.id, messageId: a!.messageId, diedAt: 5_000_000 },
      { id: c!.id, messageId: c!.messageId, diedAt: 6_000_000 },
    ]);
    expect(await spool.status()).toMatchObject({ pending: 0, dead: 3, oldestDeadAt: 4_000_000 });

    expect(await spool.deleteDeadBefore(4_999_999)).toEqual([
      { id: b!.id, messageId: b!.messageId, diedAt: 4_000_000 },
    ]);
    expect(await spool.deleteDeadBefore(4_999_999)).toEqual([]);
    expect(await spool.status()).toMatchObject({ dead: 2, oldestDeadAt: 5_000_000 });
    expect(await spool.purgeDead()).toBe(2);
    expect(await spool.status()).toMatchObject({ dead: 0, oldestDeadAt: null });
    expect(readdirSync(spool.deadDir)).toEqual([]);
  });
});

describe("FileSpool's group commit", { timeout: 30_000 }, () => {
  const burst = (count: number) =>
    Array.from({ length: count }, (_, n) => newEnquiry({ ...mail, subject: `Hi ${n}` }, 1_000_000 + n));
  const files = (spool: FileSpool) => readdirSync(spool.pendingDir).sort();
  /** Once the burst is over the batch is split: every pending enquiry in a file of its own. */
  const split = (spool: FileSpool, enquiries: Enquiry[]) =>
    waitFor(
      "the batch to be split",
      () =>
        files(spool).join() ===
        enquiries
          .map((enquiry) => `${enquiry.id}.json`)
          .sort()
          .join(),
    );

  it("stores what arrives during a write in one batch file, then splits it into one file per enquiry once the burst is over", async () => {
    const spool = await new FileSpool(join(root, "spool")).open();
    const enquiries = burst(10);
    await Promise.all(enquiries.map((enquiry) => spool.add(enquiry)));
    // The first is written at once, alone; the nine that came while it was written, together.
    const [first, ...rest] = enquiries.map((enquiry) => enquiry.id);
    expect(files(spool)).toEqual([`${first}.json`, `${rest[0]}.batch`]);
    expect(await spool.pendingIds()).toEqual(enquiries.map((enquiry) => enquiry.id).sort());
    expect(await spool.read(rest[4]!)).toEqual(enquiries[5]);

    await split(spool, enquiries);
    expect(await spool.read(rest[4]!)).toEqual(enquiries[5]);
  });

  it("appends each later round of the burst to the same batch file", async () => {
    const spool = await new FileSpool(join(root, "spool")).open();
    const enquiries = burst(15);
    const [early, late] = [enquiries.slice(0, 10), enquiries.slice(10)];
    const storedEarly = early.map((enquiry) => spool.add(enquiry));
    // Sent the moment the second round is stored, so they make a third round.
    const storedLate = storedEarly[9]!.then(() => Promise.all(late.map((enquiry) => spool.add(enquiry))));
    await Promise.all([...storedEarly, storedLate]);

    const batch = `${early[1]!.id}.batch`;
    expect(files(spool)).toEqual([`${early[0]!.id}.json`, batch]);
    expect(parseBatch(readFileSync(join(spool.pendingDir, batch), "utf8"))).toEqual(enquiries.slice(1));
    await spool.flush();
    expect(files(spool)).toEqual(enquiries.map((enquiry) => `${enquiry.id}.json`).sort());
  });

  it("logs a batch it cannot split after the burst, keeps it, and splits it later", async () => {
    const errors: unknown[][] = [];
    const log = { error: (...args: unknown[]) => void errors.push(args) };
    const spool = await new FileSpool(join(root, "spool"), log).open();
    const enquiries = burst(10);
    // A folder where one enquiry's file should go: its rename fails (EISDIR), as a full disk would fail it.
    const blocked = join(spool.pendingDir, `${enquiries[5]!.id}.json`);
    mkdirSync(blocked);
    await Promise.all(enquiries.map((enquiry) => spool.add(enquiry)));

    await waitFor("the split's error", () => errors.length > 0);
    expect(errors[0]).toEqual([
      expect.objectContaining({ spool: { state: "split-failed" } }),
      expect.stringMatching(/cannot split/),
    ]);
    expect(files(spool)).toContain(`${enquiries[1]!.id}.batch`);
    expect(await spool.pendingIds()).toEqual(enquiries.map((enquiry) => enquiry.id).sort());

    rmSync(blocked, { recursive: true });
    await spool.flush();
    expect(files(spool)).toEqual(enquiries.map((enquiry) => `${enquiry.id}.json`).sort());
  });

  it("does not bring back, when it splits a batch, what was delivered or buried from it before", async () => {
    const spool = await new FileSpool(join(root, "spool")).open();
    const [first, delivered, buried, kept] = burst(4);
    await Promise.all([first!, delivered!, buried!, kept!].map((enquiry) => spool.add(enquiry)));
    await spool.delivered(delivered!.id);
    await spool.bury(buried!, { at: 2_000_000, attempts: 1, permanent: true, reason: "rejected" });
    await spool.flush();
    expect(files(spool)).toEqual([`${first!.id}.json`, `${kept!.id}.json`].sort());
    expect(await spool.status()).toMatchObject({ pending: 2, dead: 1 });
  });

  it("splits at start the batches a crashed run left, and the operator's status counts them before that", async () => {
    const dir = join(root, "spool");
    await new FileSpool(dir).open();
    const enquiries = burst(3);
    // What a run killed before it split a batch leaves behind, here in the middle of appending a fourth enquiry:
    // the fourth was never acknowledged, and is no enquiry.
    const unfinished = JSON.stringify(newEnquiry(mail, 1_000_003)).slice(0, 40);
    writeFileSync(
      join(dir, "pending", `${enquiries[0]!.id}.batch`),
      enquiries.map((enquiry) => JSON.stringify(enquiry) + "\n").join("") + unfinished,
    );
    expect(await new FileSpool(dir).status()).toMatchObject({ pending: 3, oldestPendingAcceptedAt: 1_000_000 });

    const restarted = await new FileSpool(dir).open();
    expect(files(restarted)).toEqual(enquiries.map((enquiry) => `${enquiry.id}.json`).sort());
    expect(await restarted.read(enquiries[2]!.id)).toEqual(enquiries[2]);
  });
});

describe("DirectorySync", { timeout: 30_000 }, () => {
  it("lets concurrent callers share fsyncs: one running, and one more for everyone who came after it began", async () => {
    const directory = new DirectorySync(root);
    const calls = Array.from({ length: 10 }, () => directory.sync());
    expect(new Set(calls).size).toBe(2);
    await Promise.all(calls);
    await Promise.all(Array.from({ length: 20 }, (_, n) => writeFileDurably(directory, `file-${n}`, "x")));
    expect(readdirSync(root)).toHaveLength(20);
  });
});

describe("DurableAppendFile", { timeout: 30_000 }, () => {
  it("is created once, then grows by appends; a second one of the same name is refused", async () => {
    const directory = new DirectorySync(root);
    const file = await DurableAppendFile.create(directory, "log");
    await file.append("one\n");
    await file.append("two\n");
    expect(readFileSync(join(root, "log"), "utf8")).toBe("one\ntwo\n");
    await expect(DurableAppendFile.create(directory, "log")).rejects.toMatchObject({ code: "EEXIST" });
    file.close();
    await expect(file.append("three\n")).rejects.toThrow(/closed/);
    expect(readFileSync(join(root, "log"), "utf8")).toBe("one\ntwo\n");
  });
});
