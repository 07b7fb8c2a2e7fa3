/**
 * Admin sessions ended by signing out. A session cookie is signed and carries its own expiry, so any instance can
 * check it without shared state; signing out must still end it everywhere, so its id goes into a table of the
 * measurement database (the embedded one in DATA_DIR, or DATABASE_URL's, which every instance shares), kept across a
 * restart. Only the ids of sessions signed out before they expired are stored, each with its expiry, and the expired
 * ones are deleted with every sign-out. Should the database not answer, whether a session was ended is unknown
 * (null): the dashboard then answers 503 with no figures and no queue status, as it does while its figures are
 * unavailable, and the JSON and CSV answer 503.
 */
import type { Sql } from "../measurement/store";

export class Revocations {
  /** Revoked here, known at once even before the database has it (the embedded one opens in the background). */
  private readonly local = new Map<string, number>();

  constructor(private readonly database: () => Promise<Sql>) {}

  async revoke(id: string, expiresAt: number, now = Date.now()): Promise<void> {
    for (const [known, until] of this.local) if (until <= now) this.local.delete(known);
    this.local.set(id, expiresAt);
    const db = await this.database();
    await db.query("DELETE FROM admin_revoked_sessions WHERE expires_at <= $1", [new Date(now)]);
    await db.query("INSERT INTO admin_revoked_sessions (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", [
      id,
      new Date(expiresAt),
    ]);
  }

  /** Whether the session was signed out; null when the database cannot say. */
  async revoked(id: string): Promise<boolean | null> {
    if (this.local.has(id)) return true;
    try {
      const db = await this.database();
      return (await db.query("SELECT 1 FROM admin_revoked_sessions WHERE id = $1", [id])).length > 0;
    } catch {
      return null;
    }
  }
}
