/**
 * The file spool in SPOOL_DIR, one JSON file per enquiry:
 *   pending/<id>.json   accepted, waiting for delivery (deleted once delivered)
 *   pending/<id>.batch  enquiries accepted during one burst, one JSON per line (named after the first), until split into the above
 *   dead/<id>.json      dead letters: refused for good, or older than GIVE_UP_AFTER_MS; deleted after DEAD_LETTER_DAYS
 *   last-error.json     the latest failed attempt (no message text), for `npm run mail -- status`
 * Every move between folders writes the new file durably before removing the old one, so a crash
 * leaves an enquiry in both places at worst (delivered twice, with the same Message-ID), never in none.
 * One server process delivers from a spool; several instances share Redis instead (REDIS_URL).
 *
 * Enquiries are stored by group commit, as databases write their logs. While one write with its fsync is under way,
 * the enquiries that arrive wait and are then written together with one fsync. A lone enquiry gets its own file; a
 * burst gets one batch file, created once and then appended to, round after round, instead of a file per enquiry or
 * per round: creating and renaming files waits on the file system's journal, which the fsyncs of a burst keep busy
 * (decision 005). Once arrivals pause, a batch is split into one file per enquiry, each written durably before the
 * batch is removed, so a crash at any point leaves every enquiry in one file or two, never none. A crash in the
 * middle of an append leaves that round's last line unfinished: it was never acknowledged, and reading drops it.
 */
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import { join } from "node:path";
import { ConfigError, shown } from "../config";
import { DirectorySync, DurableAppendFile, TEMP_SUFFIX, writeFileDurably } from "./durable-file";
import { acceptedAtOf, revived, type Enquiry } from "./enquiry";
import { BATCH_SUFFIX, idsIn, isMissing, JSON_SUFFIX, namesIn, parseBatch } from "./spool-files";
import type { DeliveryFailure } from "./retry-policy";
import type { DeadLetterEntry, EnquiryQueue, LastError, QueueAdmin, QueueStatus } from "./enquiry-store";

export interface DeadLetter extends Enquiry {
  died: { at: number; attempts: number } & DeliveryFailure;
}

/**
 * A burst of enquiries is over once none has arrived for this long. Work that can wait (splitting batches here,
 * starting deliveries in the worker) waits for it: a visitor waits for the answer to an accept, nobody for the rest.
 */
export const BURST_OVER_AFTER_MS = 25;
/** A temporary file older than this was left by a crash, not by a write in progress. */
const STALE_TEMP_MS = 60_000;

export class FileSpool implements EnquiryQueue, QueueAdmin {
  readonly kind = "file";
  readonly pendingDir: string;
  readonly deadDir: string;
  private readonly pending: DirectorySync;
  private readonly dead: DirectorySync;
  /** Enquiries waiting for the next group commit, each with the promise its add() returned. */
  private waiting: { enquiry: Enquiry; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private committing: Promise<void> | null = null;
  /** The batch this burst appends to, until it is split. */
  private batch: DurableAppendFile | null = null;
  /** What this process knows its batch files to hold, until they are split: batch name to its enquiries. */
  private readonly batches = new Map<string, Enquiry[]>();
  /** The same enquiries by id. */
  private readonly batched = new Map<string, Enquiry>();
  /** Ids in a batch that were delivered or buried before the batch was split: the split leaves them out. */
  private readonly finished = new Set<string>();
  private splitting: Promise<void> | null = null;
  private splitTimer: NodeJS.Timeout | undefined;
  private errorWrites = 0;

  /** `log` hears of a batch that could not be split after its burst (the server's logger; none for `npm run mail`). */
  constructor(
    readonly dir: string,
    private readonly log?: Pick<FastifyBaseLogger, "error">,
  ) {
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
    await this.removeStaleTemps(this.dir);
    await this.removeStaleTemps(this.pendingDir);
    await this.removeStaleTemps(this.deadDir);
    // Batches a previous run stored but did not split (it was stopped or crashed first).
    for (const name of await namesIn(this.pendingDir, BATCH_SUFFIX)) this.keepBatch(name, await this.readBatch(name));
    await this.split();
    return this;
  }

  /** Resolves once the enquiry is durably stored, by the group commit that takes it. */
  add(enquiry: Enquiry): Promise<void> {
    const stored = new Promise<void>((resolve, reject) => this.waiting.push({ enquiry, resolve, reject }));
    clearTimeout(this.splitTimer);
    if (!this.committing) this.startCommit();
    return stored;
  }

  private startCommit() {
    this.committing = this.commit().finally(() => {
      this.committing = null;
      // Whatever came between the commit's last round and this moment.
      if (this.waiting.length > 0) this.startCommit();
      else this.splitWhenBurstIsOver();
    });
  }

  /** Writes what waits, then what arrived meanwhile, until nothing waits: one file and one fsync per round. */
  private async commit() {
    while (this.waiting.length > 0) {
      const round = this.waiting;
      this.waiting = [];
      const enquiries = round.map((entry) => entry.enquiry);
      try {
        if (enquiries.length === 1 && !this.batch) {
          await writeFileDurably(this.pending, enquiries[0]!.id + JSON_SUFFIX, JSON.stringify(enquiries[0]));
        } else {
          await this.appendToBatch(enquiries);
        }
        for (const entry of round) entry.resolve();
      } catch (error) {
        for (const entry of round) entry.reject(error);
      }
    }
  }

  private async appendToBatch(enquiries: Enquiry[]) {
    this.batch ??= await DurableAppendFile.create(this.pending, enquiries[0]!.id + BATCH_SUFFIX);
    const batch = this.batch;
    try {
      await batch.append(enquiries.map((enquiry) => JSON.stringify(enquiry) + "\n").join(""));
    } catch (error) {
      // The enquiries it already holds stay known and are split from memory; new ones go to a new batch.
      this.closeBatch();
      throw error;
    }
    this.keepBatch(batch.name, enquiries);
  }

  private closeBatch() {
    try {
      this.batch?.close();
    } finally {
      this.batch = null;
    }
  }

  private splitWhenBurstIsOver() {
    if (this.batches.size === 0) return;
    this.splitTimer = setTimeout(() => {
      // On failure (a full disk) the batch stays: it is split after the next burst, at a stop, or at the next start.
      if (!this.committing) {
        this.split().catch((error: unknown) =>
          this.log?.error(
            { err: error, spool: { state: "split-failed" } },
            "spool: cannot split a batch yet; it stays on disk",
          ),
        );
      }
    }, BURST_OVER_AFTER_MS);
  }

  /** Writes each enquiry of each known batch to its own file, durably, then removes the batch. One split at a time. */
  private split(): Promise<void> {
    if (!this.splitting) {
      const run = this.splitBatches()
        // A batch begun while this split ran (a new burst) is split once that burst is over too.
        .then(() => {
          if (!this.committing) this.splitWhenBurstIsOver();
        })
        .finally(() => {
          if (this.splitting === run) this.splitting = null;
        });
      this.splitting = run;
    }
    return this.splitting;
  }

  private async splitBatches() {
    // Whatever arrives from now on starts a new batch; this one is complete.
    this.closeBatch();
    for (const [name, enquiries] of [...this.batches]) {
      const left = enquiries.filter((enquiry) => !this.finished.has(enquiry.id));
      await Promise.all(
        left.map((enquiry) => writeFileDurably(this.pending, enquiry.id + JSON_SUFFIX, JSON.stringify(enquiry))),
      );
      await rm(join(this.pendingDir, name), { force: true });
      this.batches.delete(name);
      for (const enquiry of enquiries) {
        this.batched.delete(enquiry.id);
        this.finished.delete(enquiry.id);
      }
    }
  }

  private keepBatch(name: string, enquiries: Enquiry[]) {
    const known = this.batches.get(name);
    if (known) known.push(...enquiries);
    else this.batches.set(name, [...enquiries]);
    for (const enquiry of enquiries) this.batched.set(enquiry.id, enquiry);
  }

  /** Stores what waits and splits every batch: a graceful stop leaves one file per pending enquiry. */
  async flush(): Promise<void> {
    clearTimeout(this.splitTimer);
    while (this.committing) await this.committing;
    await this.split();
  }

  /** A delivered or buried enquiry that a batch still holds: the split must not bring it back. */
  private async finish(id: string) {
    if (this.splitting) await this.splitting;
    if (this.batched.has(id)) this.finished.add(id);
  }

  /** Oldest first. */
  async pendingIds(): Promise<string[]> {
    const ids = new Set(await idsIn(this.pendingDir));
    for (const name of await namesIn(this.pendingDir, BATCH_SUFFIX)) {
      for (const enquiry of this.batches.get(name) ?? (await this.readBatch(name))) {
        if (!this.finished.has(enquiry.id)) ids.add(enquiry.id);
      }
    }
    return [...ids].sort();
  }

  private async readBatch(name: string): Promise<Enquiry[]> {
    try {
      return parseBatch(await readFile(join(this.pendingDir, name), "utf8"));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  /** undefined when it is gone (delivered, or removed by hand). */
  async read(id: string): Promise<Enquiry | undefined> {
    const batched = this.finished.has(id) ? undefined : this.batched.get(id);
    if (batched) return batched;
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
    await this.finish(id);
    await unlink(join(this.pendingDir, id + JSON_SUFFIX)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async bury(enquiry: Enquiry, died: DeadLetter["died"]): Promise<void> {
    await writeFileDurably(
      this.dead,
      enquiry.id + JSON_SUFFIX,
      JSON.stringify({ ...enquiry, died } satisfies DeadLetter),
    );
    await this.finish(enquiry.id);
    await rm(join(this.pendingDir, enquiry.id + JSON_SUFFIX), { force: true });
  }

  /** Written in place (a lost update only loses a diagnostic). */
  /**
   * Each write under a name of its own, then renamed into place: attempts that fail at the same moment (several
   * deliveries to one mail server that is down) once shared a temporary file, and their writes mixed into one that
   * `npm run mail -- status` could not read.
   */
  async noteError(lastError: LastError): Promise<void> {
    const temp = join(this.dir, `.last-error.${process.pid}.${++this.errorWrites}${TEMP_SUFFIX}`);
    try {
      await writeFile(temp, JSON.stringify(lastError));
      await rename(temp, join(this.dir, "last-error.json"));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async status(): Promise<QueueStatus> {
    const [pending, dead] = await Promise.all([this.pendingIds(), this.deadLetters()]);
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
      oldestDeadAt: dead[0]?.diedAt ?? null,
      lastError,
    };
  }

  /** Oldest death first. A dead letter that cannot be read counts from its file's time. */
  async deadLetters(): Promise<DeadLetterEntry[]> {
    const entries = await Promise.all(
      (await idsIn(this.deadDir)).map(async (id): Promise<DeadLetterEntry | null> => {
        const file = join(this.deadDir, id + JSON_SUFFIX);
        try {
          const { messageId, died } = JSON.parse(await readFile(file, "utf8")) as DeadLetter;
          return { id, messageId, diedAt: died.at };
        } catch (error) {
          if (isMissing(error)) return null; // put back or deleted meanwhile
          const info = await stat(file).catch(() => null);
          return info && { id, messageId: "", diedAt: info.mtimeMs };
        }
      }),
    );
    return entries.filter((entry) => entry !== null).sort((a, b) => a.diedAt - b.diedAt);
  }

  /** Not fsync'd: should a removal be lost in a crash, the next sweep deletes it again. */
  async deleteDeadBefore(cutoff: number): Promise<DeadLetterEntry[]> {
    const deleted: DeadLetterEntry[] = [];
    for (const dead of await this.deadLetters()) {
      if (dead.diedAt > cutoff) break; // oldest death first
      if (await this.deleteDead(dead.id)) deleted.push(dead);
    }
    return deleted;
  }

  /** One dead letter; false when it is gone (put back, or deleted meanwhile). */
  private async deleteDead(id: string): Promise<boolean> {
    try {
      await unlink(join(this.deadDir, id + JSON_SUFFIX));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async purgeDead(): Promise<number> {
    let count = 0;
    for (const id of await idsIn(this.deadDir)) if (await this.deleteDead(id)) count += 1;
    return count;
  }

  async retryDead(now = Date.now()): Promise<number> {
    await mkdir(this.pendingDir, { recursive: true, mode: 0o700 });
    let count = 0;
    for (const id of await idsIn(this.deadDir)) {
      const file = join(this.deadDir, id + JSON_SUFFIX);
      const { died: _died, ...enquiry } = JSON.parse(await readFile(file, "utf8")) as DeadLetter;
      await writeFileDurably(this.pending, id + JSON_SUFFIX, JSON.stringify(revived(enquiry, now)));
      await rm(file);
      count += 1;
    }
    return count;
  }

  async close(): Promise<void> {
    this.closeBatch();
  }

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
