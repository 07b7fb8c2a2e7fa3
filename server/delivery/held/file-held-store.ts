/**
 * Held submissions as files in held/ inside the spool's folder, one JSON file each, named by the enquiry's id (ids
 * sort by time, so names sort oldest first). Each is written durably (fsync'd, then its directory) before the visitor
 * is answered, as an accepted enquiry is (durable-file.ts). A release first renames the file to a hidden claim
 * (atomic: of two releases, one finds it gone), hands the enquiry to the spool, then deletes the claim; a claim a
 * crash left behind is put back after a minute, so a submission is never lost (at worst released twice, with the
 * same Message-ID).
 */
import { mkdir, readFile, readdir, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { DirectorySync, TEMP_SUFFIX, writeFileDurably } from "../durable-file";
import { acceptedAtOf, isEnquiryId, type Enquiry } from "../enquiry";
import {
  heldEntry,
  type HeldEntry,
  type HeldLimits,
  type HeldStore,
  type HeldSubmission,
  type HeldTrace,
  type Release,
} from "./held-submission";

const JSON_SUFFIX = ".json";
const CLAIM_SUFFIX = ".releasing";
/** A claim older than this was left by a release that crashed. */
const STALE_CLAIM_MS = 60_000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export class FileHeldStore implements HeldStore {
  readonly where: string;
  private readonly sync: DirectorySync;
  private made = false;
  /** How many this process believes are held: counted from the folder at the first hold, then kept. */
  private counted: number | null = null;
  /** Prunes run one at a time, so a burst deletes each old one once. */
  private pruning: Promise<HeldTrace[]> = Promise.resolve([]);

  constructor(
    readonly dir: string,
    private readonly limits: HeldLimits,
  ) {
    this.where = `held submissions in ${dir}`;
    this.sync = new DirectorySync(dir);
  }

  private async ensureDir() {
    if (this.made) return;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    this.made = true;
  }

  async hold(held: HeldSubmission): Promise<HeldTrace[]> {
    await this.ensureDir();
    this.counted ??= (await this.ids()).length;
    await writeFileDurably(this.sync, held.id + JSON_SUFFIX, JSON.stringify(held));
    this.counted += 1;
    if (this.counted <= this.limits.max) return [];
    const run = this.pruning.then(() => this.prune());
    this.pruning = run.catch(() => []);
    return run;
  }

  /** Deletes the oldest past HELD_MAX, counting the folder again (the owner's commands change it too). */
  private async prune(): Promise<HeldTrace[]> {
    const ids = await this.ids();
    const extra = ids.slice(0, Math.max(0, ids.length - this.limits.max));
    const deleted: HeldTrace[] = [];
    for (const id of extra) if (await this.remove(id)) deleted.push({ id, heldAt: acceptedAtOf(id) });
    this.counted = ids.length - deleted.length;
    return deleted;
  }

  async list(): Promise<HeldEntry[]> {
    const entries = await Promise.all((await this.ids()).map((id) => this.read(id)));
    return entries.filter((entry) => entry !== undefined).map(heldEntry);
  }

  async count(): Promise<number> {
    return (await this.ids()).length;
  }

  async read(id: string): Promise<HeldSubmission | undefined> {
    if (!isEnquiryId(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, id + JSON_SUFFIX), "utf8")) as HeldSubmission;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async release(id: string, enqueue: (enquiry: Enquiry) => Promise<void>): Promise<Release> {
    if (!isEnquiryId(id)) return { released: false };
    await this.recoverClaims();
    const file = join(this.dir, id + JSON_SUFFIX);
    const claim = join(this.dir, `.${id}.${process.pid}${CLAIM_SUFFIX}`);
    try {
      await rename(file, claim);
    } catch (error) {
      if (isMissing(error)) return { released: false };
      throw error;
    }
    try {
      const held = JSON.parse(await readFile(claim, "utf8")) as HeldSubmission;
      await enqueue(held.enquiry);
      await unlink(claim);
      return { released: true, enquiry: held.enquiry };
    } catch (error) {
      await rename(claim, file).catch(() => {});
      throw error;
    }
  }

  /** Not fsync'd: should a removal be lost in a crash, the next sweep deletes it again. */
  async deleteHeldBefore(cutoff: number): Promise<HeldTrace[]> {
    const deleted: HeldTrace[] = [];
    for (const id of await this.ids()) {
      const heldAt = acceptedAtOf(id);
      if (heldAt > cutoff) break; // oldest first
      if (await this.remove(id)) deleted.push({ id, heldAt });
    }
    if (this.counted !== null) this.counted = Math.max(0, this.counted - deleted.length);
    return deleted;
  }

  async close(): Promise<void> {
    await this.pruning;
  }

  private async remove(id: string): Promise<boolean> {
    try {
      await unlink(join(this.dir, id + JSON_SUFFIX));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** The ids held, oldest first; none when the folder is missing. */
  private async ids(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    return names
      .filter((name) => name.endsWith(JSON_SUFFIX) && !name.endsWith(TEMP_SUFFIX))
      .map((name) => name.slice(0, -JSON_SUFFIX.length))
      .filter(isEnquiryId)
      .sort();
  }

  /** Claims a crashed release left behind are held again. */
  private async recoverClaims() {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const now = Date.now();
    for (const name of names.filter((candidate) => candidate.endsWith(CLAIM_SUFFIX))) {
      const claim = join(this.dir, name);
      // The rename that made the claim set its ctime (it keeps the mtime of when it was held).
      const info = await stat(claim).catch(() => undefined);
      const id = name.slice(1).split(".")[0] ?? "";
      if (info && now - info.ctimeMs > STALE_CLAIM_MS && isEnquiryId(id))
        await rename(claim, join(this.dir, id + JSON_SUFFIX)).catch(() => {});
    }
  }
}
