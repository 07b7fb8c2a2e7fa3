/**
 * The visitor key: who came back today, without knowing who anyone is.
 *
 *   key = HMAC-SHA256(salt of the day, client address + user agent + site), first 16 bytes, hex
 *
 * The address is the one the rate limit reads (the socket's, or X-Forwarded-For as far as TRUST_PROXY trusts it).
 * The salt is 32 random bytes, new at every local midnight (SITE_TIME_ZONE: days.ts), and a day's keys cannot be
 * recomputed once its salt is gone. Yesterday's salt is kept through today, for the overlap: a visit that goes on
 * past midnight keeps yesterday's key, and a lead this morning finds the ad click of last evening (recorder.ts
 * computes both keys). Then it is forgotten:
 * - one instance (the embedded database): the salts live in this process's memory only;
 * - several instances sharing Postgres (DATABASE_URL): they must compute the same key for the same visitor, so the
 *   first instance to need a day's salt writes it to the UNLOGGED table visitor_salt, the others read it, and the
 *   rows before yesterday's are deleted. The salt is never in a log, a file or the WAL, and the documented backup
 *   leaves that table's rows out (docs/deploy.md, "Backups").
 * docs/decisions/010-measurement-store.md weighs this against deriving the salt from a shared secret.
 * Neither the address nor the user agent is stored, and the key of one day says nothing about the next.
 */
import { createHmac, randomBytes } from "node:crypto";
import { addDays } from "./days";
import type { Sql } from "./store";

export interface SaltSource {
  /**
   * The salt of local `day` (yyyy-mm-dd in SITE_TIME_ZONE). The newest day's and the day before it are kept; an
   * older day's salt is gone, and asking for it gives a new random one that matches no key ever written.
   */
  saltOf(day: string): Promise<Buffer>;
}

/** Whether `day` is older than the day before `newest`: its salt must no longer exist. */
const forgotten = (day: string, newest: string | undefined) => newest !== undefined && day < addDays(newest, -1);

/** The salts still known, newest last; days before yesterday are dropped as soon as a new day begins. */
class KeptSalts {
  private readonly days = new Map<string, Buffer>();
  get(day: string) {
    return this.days.get(day);
  }
  get newest() {
    return [...this.days.keys()].sort().at(-1);
  }
  set(day: string, salt: Buffer) {
    this.days.set(day, salt);
    const newest = this.newest!;
    for (const kept of [...this.days.keys()]) if (forgotten(kept, newest)) this.days.delete(kept);
  }
}

/** One process: today's and yesterday's salts in memory, never written anywhere. */
export class MemorySalt implements SaltSource {
  private readonly kept = new KeptSalts();
  async saltOf(day: string): Promise<Buffer> {
    const known = this.kept.get(day);
    if (known) return known;
    const salt = randomBytes(32);
    if (!forgotten(day, this.kept.newest)) this.kept.set(day, salt);
    return salt;
  }
}

/** Several instances: each day's salt shared through the database, for that day and the next only. */
export class SharedSalt implements SaltSource {
  private readonly kept = new KeptSalts();
  constructor(private readonly db: Sql) {}
  async saltOf(day: string): Promise<Buffer> {
    const known = this.kept.get(day);
    if (known) return known;
    if (forgotten(day, this.kept.newest)) return randomBytes(32);
    await this.db.query("INSERT INTO visitor_salt (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING", [
      day,
      randomBytes(32).toString("base64"),
    ]);
    const rows = await this.db.query<{ salt: string }>("SELECT salt FROM visitor_salt WHERE day = $1", [day]);
    const salt = Buffer.from(rows[0]?.salt ?? "", "base64");
    if (salt.length !== 32) throw new Error("visitor salt missing");
    this.kept.set(day, salt);
    // The salts before yesterday's are no longer needed by anyone: from now on their keys cannot be recomputed.
    await this.db.query("DELETE FROM visitor_salt WHERE day < $1", [addDays(this.kept.newest!, -1)]);
    return salt;
  }
}

export function visitorKey(salt: Buffer, address: string, userAgent: string, site: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}\n${site}`).digest("hex").slice(0, 32);
}
