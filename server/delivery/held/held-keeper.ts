/**
 * The server's side of the held submissions: holds what the relay holds, and keeps the store within its limits,
 * HELD_DAYS (swept at start and then hourly) and HELD_MAX (at each hold), with one log line for each submission
 * deleted (its id and time; never its text). The clock is injected, so tests can move it.
 */
import type { FastifyBaseLogger } from "fastify";
import { DAY_MS } from "../../../shared/time";
import type { HeldStore, HeldSubmission, HeldTrace } from "./held-submission";

/** How often the store is looked through for submissions whose HELD_DAYS are over. */
const SWEEP_EVERY_MS = 3_600_000;

export interface HeldKeeperOptions {
  /** HELD_DAYS. */
  days: number;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  now?: () => number;
}

export class HeldKeeper {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;
  readonly now: () => number;

  constructor(
    readonly store: HeldStore,
    private readonly options: HeldKeeperOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Resolves once the submission is durably stored; pushes out the oldest past HELD_MAX. */
  async hold(held: HeldSubmission): Promise<void> {
    const pushedOut = await this.store.hold(held);
    if (pushedOut.length > 0) this.logDeleted(pushedOut, "HELD_MAX");
  }

  start(): void {
    const sweep = () => {
      this.sweeping ??= this.sweep()
        .then(() => {})
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, "held: cannot delete old held submissions yet"),
        )
        .finally(() => (this.sweeping = null));
    };
    sweep();
    this.timer = setInterval(sweep, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await this.store.close();
  }

  /** Deletes the submissions held longer than HELD_DAYS. */
  async sweep(): Promise<HeldTrace[]> {
    const deleted = await this.store.deleteHeldBefore(this.now() - this.options.days * DAY_MS);
    if (deleted.length > 0) this.logDeleted(deleted, "HELD_DAYS");
    return deleted;
  }

  /** One line per hold or sweep that deleted: the ids and times, never a word of the messages. */
  private logDeleted(deleted: HeldTrace[], limit: "HELD_DAYS" | "HELD_MAX") {
    this.options.log.info(
      {
        held: {
          state: "deleted",
          limit,
          count: deleted.length,
          ids: deleted.slice(0, 20).map((trace) => trace.id),
          oldestHeldAt: new Date(Math.min(...deleted.map((trace) => trace.heldAt))).toISOString(),
        },
      },
      limit === "HELD_MAX"
        ? "held: the oldest held submission deleted, HELD_MAX are kept at most"
        : "held: held submissions deleted, their retention (HELD_DAYS) is over",
    );
  }
}
