/**
 * The owner's session and login: one password (ADMIN_PASSWORD), compared in constant time; a signed session cookie
 * (HttpOnly, SameSite=Strict, Path=/admin, Secure over HTTPS, 7 days) that every instance can check without shared
 * state, since its key is derived from the password (changing the password ends every session), and whose id is
 * checked against the sessions signed out (revocations.ts); and a limit of
 * 5 failed logins per client (relay/rate-limit.ts's clientKey: an IPv4 address, or an IPv6 /64) and 50 from all
 * addresses together per 15 minutes, per process.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { clientKey } from "../relay/rate-limit";

export const SESSION_COOKIE = "hl_admin";
export const SESSION_DAYS = 7;
const SESSION_MS = SESSION_DAYS * 86_400_000;

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

export class Sessions {
  private readonly key: Buffer;
  constructor(password: string) {
    this.key = createHmac("sha256", password).update("harbourline admin session v1").digest();
  }

  private sign(payload: string) {
    return createHmac("sha256", this.key).update(payload).digest("base64url");
  }

  issue(now = Date.now()): { token: string; maxAgeSeconds: number } {
    const payload = `${now + SESSION_MS}.${randomBytes(16).toString("base64url")}`;
    return { token: `${payload}.${this.sign(payload)}`, maxAgeSeconds: SESSION_MS / 1000 };
  }

  /** The session a token stands for, when it is signed by us and not expired: its id (the nonce) and expiry. */
  read(token: string | undefined, now = Date.now()): { id: string; expiresAt: number } | null {
    if (!token) return null;
    const parts = token.split(".");
    if (parts.length !== 3) return null;
    const [expires = "", nonce = "", signature = ""] = parts;
    const expected = Buffer.from(this.sign(`${expires}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(expires) > now ? { id: nonce, expiresAt: Number(expires) } : null;
  }
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;
}

export const LOGIN_FAILURES_ALLOWED = 5;
/**
 * Failed logins from all addresses together in one window, past which every login is refused until the window ends:
 * a guesser spread over many addresses gets 50 guesses a quarter of an hour, not thousands a second. The owner, locked
 * out by it too, waits the window out (or restarts the server, which forgets every count).
 */
export const LOGIN_FAILURES_ALL_ADDRESSES = 50;
export const LOGIN_WINDOW_MS = 15 * 60_000;

type Window = { count: number; resetAt: number };

/**
 * Failed logins per client (an IPv4 address, or an IPv6 /64) and from all addresses together; after 5 from one
 * client, or 50 from all, in 15 minutes, logins answer 429 until the window ends.
 */
export class LoginLimit {
  private readonly failures = new Map<string, Window>();
  private overall: Window = { count: 0, resetAt: 0 };

  /** Seconds to wait, or 0 when this address may try; `everyone`: the limit of all addresses together refused it. */
  check(address: string, now = Date.now()): { wait: number; everyone: boolean } {
    const seconds = (entry: Window | undefined, max: number) =>
      entry && entry.resetAt > now && entry.count >= max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    const everyone = seconds(this.overall, LOGIN_FAILURES_ALL_ADDRESSES);
    if (everyone > 0) return { wait: everyone, everyone: true };
    return { wait: seconds(this.failures.get(clientKey(address)), LOGIN_FAILURES_ALLOWED), everyone: false };
  }

  /** Counts a failure; true when it is the one that reached the limit of all addresses together. */
  fail(address: string, now = Date.now()): boolean {
    const key = clientKey(address);
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.failures.size >= 10_000) this.prune(now);
      this.failures.set(key, { count: 1, resetAt: now + LOGIN_WINDOW_MS });
    } else entry.count += 1;
    if (this.overall.resetAt <= now) this.overall = { count: 0, resetAt: now + LOGIN_WINDOW_MS };
    this.overall.count += 1;
    return this.overall.count === LOGIN_FAILURES_ALL_ADDRESSES;
  }

  succeed(address: string) {
    this.failures.delete(clientKey(address));
  }

  private prune(now: number) {
    for (const [address, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(address);
  }
}
