/**
 * The dashboard's figures, cached so that reading them never holds up the writes: the embedded database runs one
 * query at a time, and a pool has four connections. Each kind of figures (a key) is computed at most once every
 * FIGURES_MAX_AGE_MS, or ten times as long as it took, and every request meanwhile, or while it is being computed,
 * gets the same answer. While the writes are behind (a full batch waits), the last figures are served up to
 * FIGURES_STALE_MS old: the database writes first.
 */

/**
 * How old the dashboard's figures may be: however often they are asked for, the database computes them at most this
 * often for each period (and less often when they take long: FIGURES_TIME_SHARE).
 */
export const FIGURES_MAX_AGE_MS = 5000;
const FIGURES_TIME_SHARE = 10;
/** While the writes are behind, the figures last computed are served up to this old rather than computed again. */
const FIGURES_STALE_MS = 60_000;

interface FiguresEntry {
  at: number;
  /** How long computing them took; 0 while they are being computed. */
  tookMs: number;
  value: Promise<unknown>;
}

export class FiguresCache {
  private readonly entries = new Map<string, FiguresEntry>();

  /** `writesBehind`: whether the writes wait for the database (Recorder.behind). */
  constructor(private readonly writesBehind: () => boolean) {}

  /** The figures of `key`: the cached ones while fresh enough, else `compute()`'s, kept for the next request. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const known = this.entries.get(key);
    if (known && now - known.at < (this.writesBehind() ? FIGURES_STALE_MS : maxAge(known)))
      return known.value as Promise<T>;
    for (const [other, entry] of this.entries) if (now - entry.at >= FIGURES_STALE_MS) this.entries.delete(other);
    const entry: FiguresEntry = { at: now, tookMs: 0, value: compute() };
    this.entries.set(key, entry);
    entry.value.then(
      () => (entry.tookMs = Date.now() - now),
      // A failure is not kept: the next request tries again.
      () => this.entries.delete(key),
    );
    return entry.value as Promise<T>;
  }
}

/**
 * Figures that took long to compute (a busy machine, a large period) are kept longer: at least ten times as long as
 * they took, so that reading them never takes more than a tenth of the database's time.
 */
function maxAge(entry: FiguresEntry) {
  return Math.max(FIGURES_MAX_AGE_MS, FIGURES_TIME_SHARE * entry.tookMs);
}
