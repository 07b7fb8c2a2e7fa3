/**
 * The visitor key: who came back today, without knowing who anyone is.
 *
 *   key = HMAC-SHA256(salt of the day, client address + user agent + site), first 16 bytes, hex
 *
 * The address is the one the rate limit reads (the socket's, or X-Forwarded-For as far as TRUST_PROXY trusts it).
 * The salt is 32 random bytes, new every UTC day, and the day's key cannot be recomputed once it is gone:
 * - one instance (the embedded database): the salt lives in this process's memory only;
 * - several instances sharing Postgres (DATABASE_URL): they must compute the same key for the same visitor, so the
 *   first instance to need a day's salt writes it to the UNLOGGED table visitor_salt, the others read it, and the
 *   previous days' rows are deleted. The salt is never in a log, a file, the WAL or a backup of the WAL.
 * docs/decisions/010-measurement-store.md weighs this against deriving the salt from a shared secret.
 * Neither the address nor the user agent is stored, and the key of one day says nothing about the next.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Sql } from "./store";

export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface SaltSource {
  /** The salt of `day` (yyyy-mm-dd, UTC). */
  saltOf(day: string): Promise<Buffer>;
}

/** One process: a salt in memory per day, the previous one forgotten. */
export class MemorySalt implements SaltSource {
  private current: { day: string; salt: Buffer } | null = null;
  async saltOf(day: string): Promise<Buffer> {
    if (this.current?.day !== day) this.current = { day, salt: randomBytes(32) };
    return this.current.salt;
  }
}

/** Several instances: the day's salt shared through the database, only for that day. */
export class SharedSalt implements SaltSource {
  private current: { day: string; salt: Buffer } | null = null;
  constructor(private readonly db: Sql) {}
  async saltOf(day: string): Promise<Buffer> {
    if (this.current?.day === day) return this.current.salt;
    await this.db.query("INSERT INTO visitor_salt (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING", [day, randomBytes(32).toString("base64")]);
    const rows = await this.db.query<{ salt: string }>("SELECT salt FROM visitor_salt WHERE day = $1", [day]);
    const salt = Buffer.from(rows[0]?.salt ?? "", "base64");
    if (salt.length !== 32) throw new Error("visitor salt missing");
    // Yesterday's salt is no longer needed by anyone: from now on yesterday's keys cannot be recomputed.
    await this.db.query("DELETE FROM visitor_salt WHERE day < $1", [day]);
    this.current = { day, salt };
    return salt;
  }
}

export function visitorKey(salt: Buffer, address: string, userAgent: string, site: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}\n${site}`).digest("hex").slice(0, 32);
}
