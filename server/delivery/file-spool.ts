/**
 * The file spool in SPOOL_DIR, one JSON file per enquiry:
 *   pending/<id>.json   accepted, waiting for delivery (deleted once delivered)
 *   dead/<id>.json      dead letters: refused for good, or older than GIVE_UP_AFTER_MS
 *   last-error.json     the latest failed attempt (no message text), for `npm run mail -- status`
 * Every move between folders writes the new file durably before removing the old one, so a crash
 * leaves an enquiry in both places at worst (delivered twice, with the same Message-ID), never in none.
 * One server process delivers from a spool; several instances share Redis instead (REDIS_URL).
 */
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ConfigError, shown } from "../config";
import { DirectorySync, TEMP_SUFFIX, writeFileDurably } from "./durable-file";
import { acceptedAtOf, isEnquiryId, type Enquiry } from "./enquiry";
import type { EnquiryQueue, LastError, QueueAdmin, QueueStatus } from "./queue";
import type { DeliveryFailure } from "./retry-policy";

export interface DeadLetter extends Enquiry {
  died: { at: number; attempts: number } & DeliveryFailure;
}

const JSON_SUFFIX = ".json";
/** A temporary file older than this was left by a crash, not by a write in progress. */
const STALE_TEMP_MS = 60_000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export class FileSpool implements EnquiryQueue, QueueAdmin {
  readonly kind = "file";
  readonly pendingDir: string;
  readonly deadDir: string;
  private readonly pending: DirectorySync;
  private readonly dead: DirectorySync;

  constructor(readonly dir: string) {
    this.pendingDir = join(dir, "pending");
    this.deadDir = join(dir, "dead");
    this.pending = new DirectorySync(this.pendingDir);
    this.dead = new DirectorySync(this.deadDir);
  }

  /** Creates the folders and proves they can be written: a spool that cannot store would turn every enquiry into a 503. */
  async open(): Promise<this> {
    try {
      await mkdir(this.pendingDir, { recursive: true, mode: 0o700 });
      await mkdir(this.deadDir, { recursive: true, mode: 0o700 });
      await writeFileDurably(this.pending, `.write-test${TEMP_SUFFIX}`, "");
      await rm(join(this.pendingDir, `.write-test${TEMP_SUFFIX}`));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new ConfigError("SPOOL_DIR", `${shown(this.dir)} cannot be written (${code})`);
    }
    await this.removeStaleTemps(this.pendingDir);
    await this.removeStaleTemps(this.deadDir);
    return this;
  }

  async add(enquiry: Enquiry): Promise<void> {
    await writeFileDurably(this.pending, enquiry.id + JSON_SUFFIX, JSON.stringify(enquiry));
  }

  /** Oldest first. */
  pendingIds(): Promise<string[]> {
    return idsIn(this.pendingDir);
  }

  /** undefined when it is gone (delivered, or removed by hand). */
  async read(id: string): Promise<Enquiry | undefined> {
    try {
      return JSON.parse(await readFile(join(this.pendingDir, id + JSON_SUFFIX), "utf8")) as Enquiry;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /**
   * Not fsync'd: should the removal be lost in a crash, the message is delivered again with the same
   * Message-ID, which costs less than a directory fsync per delivery.
   */
  async delivered(id: string): Promise<void> {
    await unlink(join(this.pendingDir, id + JSON_SUFFIX)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async bury(enquiry: Enquiry, died: DeadLetter["died"]): Promise<void> {
    await writeFileDurably(this.dead, enquiry.id + JSON_SUFFIX, JSON.stringify({ ...enquiry, died } satisfies DeadLetter));
    await rm(join(this.pendingDir, enquiry.id + JSON_SUFFIX), { force: true });
  }

  /** Written in place (a lost update only loses a diagnostic). */
  async noteError(lastError: LastError): Promise<void> {
    const temp = join(this.dir, `.last-error${TEMP_SUFFIX}`);
    await writeFile(temp, JSON.stringify(lastError));
    await rename(temp, join(this.dir, "last-error.json"));
  }

  async status(): Promise<QueueStatus> {
    const [pending, dead] = await Promise.all([this.pendingIds(), idsIn(this.deadDir)]);
    let lastError: LastError | null = null;
    try {
      lastError = JSON.parse(await readFile(join(this.dir, "last-error.json"), "utf8")) as LastError;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    return {
      pending: pending.length,
      oldestPendingAcceptedAt: pending[0] === undefined ? null : acceptedAtOf(pending[0]), // ids sort by acceptance
      dead: dead.length,
      lastError,
    };
  }

  async retryDead(now = Date.now()): Promise<number> {
    await mkdir(this.pendingDir, { recursive: true, mode: 0o700 });
    let count = 0;
    for (const id of await idsIn(this.deadDir)) {
      const file = join(this.deadDir, id + JSON_SUFFIX);
      const { died: _died, ...enquiry } = JSON.parse(await readFile(file, "utf8")) as DeadLetter;
      await writeFileDurably(this.pending, id + JSON_SUFFIX, JSON.stringify({ ...enquiry, queuedAt: now } satisfies Enquiry));
      await rm(file);
      count += 1;
    }
    return count;
  }

  async close(): Promise<void> {}

  private async removeStaleTemps(dir: string) {
    const now = Date.now();
    for (const name of await readdir(dir)) {
      if (!name.endsWith(TEMP_SUFFIX)) continue;
      const file = join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
    }
  }
}

async function idsIn(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith(JSON_SUFFIX))
    .map((name) => name.slice(0, -JSON_SUFFIX.length))
    .filter(isEnquiryId)
    .sort();
}
