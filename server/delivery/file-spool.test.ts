import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { DirectorySync, writeFileDurably } from "./durable-file";
import { newEnquiry } from "./enquiry";
import { FileSpool } from "./file-spool";

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "spool-test-"));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const mail = { from: { name: "Site", address: "no-reply@example.com" }, to: "hello@example.com", subject: "Hi", text: "Hello" };

describe("FileSpool", { timeout: 5000 }, () => {
  it("refuses a SPOOL_DIR that cannot be written, naming the variable", async () => {
    writeFileSync(join(root, "a-file"), "");
    const error = await new FileSpool(join(root, "a-file", "spool")).open().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe("SPOOL_DIR");
    expect((error as ConfigError).message).toMatch(/^Invalid SPOOL_DIR: ".*a-file\/spool" cannot be written \(ENOTDIR\)$/);
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

describe("DirectorySync", { timeout: 5000 }, () => {
  it("lets concurrent callers share fsyncs: one running, and one more for everyone who came after it began", async () => {
    const directory = new DirectorySync(root);
    const calls = Array.from({ length: 10 }, () => directory.sync());
    expect(new Set(calls).size).toBe(2);
    await Promise.all(calls);
    await Promise.all(Array.from({ length: 20 }, (_, n) => writeFileDurably(directory, `file-${n}`, "x")));
    expect(readdirSync(root)).toHaveLength(20);
  });
});
