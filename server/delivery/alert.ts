/**
 * The dead-letter alert: when ALERT_WEBHOOK_URL is set, one JSON POST there per enquiry that becomes a dead letter,
 * so that a lead that could not be delivered does not die with a log line as its only sign. The body names the
 * enquiry by its ids and says why it died; it never holds personal data, so any incoming webhook (Slack or Teams
 * workflows, a pager, a chat bot) may take it. A failed POST is retried for a while (in this process: a restart
 * forgets it), and one that cannot be sent gets an error log line. The URL is never logged: it holds the token.
 */
import type { FastifyBaseLogger } from "fastify";

export interface DeadLetterAlert {
  event: "dead-letter";
  id: string;
  messageId: string;
  /** smtp-550, expired, …: as in the log line and `npm run mail -- status`. */
  reason: string;
  /** Seconds since the enquiry was accepted. */
  ageSeconds: number;
}

export interface AlertRetry {
  /** Delay before the second try; doubles each time up to maxMs. */
  firstMs: number;
  maxMs: number;
  /** Tries in all, the first included. */
  tries: number;
  /** One try's time limit. */
  timeoutMs: number;
}

/** Ten tries over about half an hour: long enough for a chat service's hiccup, short enough to be worth saying. */
export const ALERT_RETRY: AlertRetry = { firstMs: 10_000, maxMs: 300_000, tries: 10, timeoutMs: 10_000 };

export interface DeadLetterAlerts {
  /** Sends in the background; never throws. */
  send(alert: DeadLetterAlert): void;
  /** Stops retrying: what is not sent by then gets its log line. */
  close(): Promise<void>;
}

/**
 * The alert as it is posted: its fields, plus `text`, the one line a chat service shows (Slack's and Mattermost's
 * incoming webhooks and Google Chat refuse a body without it; other receivers ignore it).
 */
export function alertBody(alert: DeadLetterAlert) {
  const hours = alert.ageSeconds / 3600;
  const age =
    hours >= 48
      ? `${Math.round(hours / 24)} days`
      : hours >= 1
        ? `${Math.round(hours)} h`
        : `${Math.max(1, Math.round(alert.ageSeconds / 60))} min`;
  const text = `An enquiry could not be delivered (${alert.reason}, ${age} after it was sent). It is kept as dead letter ${alert.id}: see npm run mail -- status on the server.`;
  return { ...alert, text };
}

/** A try's outcome: sent, worth another try, or refused for good (a 4xx: the same body will be refused again). */
type Outcome = { sent: true } | { sent: false; retry: boolean; reason: string };

export function deadLetterAlerts(
  url: string,
  log: FastifyBaseLogger,
  retry: AlertRetry = ALERT_RETRY,
): DeadLetterAlerts {
  const closing = new AbortController();
  const inFlight = new Set<Promise<void>>();

  async function post(alert: DeadLetterAlert): Promise<Outcome> {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(alertBody(alert)),
        redirect: "manual",
        signal: AbortSignal.timeout(retry.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { sent: true };
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      return { sent: false, retry: retryable, reason: `http-${response.status}` };
    } catch (error) {
      const err = error as { name?: string; cause?: { code?: unknown } };
      const code =
        typeof err.cause?.code === "string"
          ? err.cause.code
          : err.name === "TimeoutError"
            ? "timeout"
            : "network-error";
      return { sent: false, retry: true, reason: code };
    }
  }

  /** Waits, unless the server is closing (then at once). */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        closing.signal.removeEventListener("abort", done);
        resolve();
      }
      closing.signal.addEventListener("abort", done, { once: true });
    });

  async function deliver(alert: DeadLetterAlert) {
    const ids = { event: alert.event, id: alert.id, messageId: alert.messageId };
    let outcome: Outcome = { sent: false, retry: true, reason: "shutdown" };
    let tries = 0;
    while (tries < retry.tries && !closing.signal.aborted) {
      if (tries > 0) await pause(Math.min(retry.maxMs, retry.firstMs * 2 ** (tries - 1)));
      if (closing.signal.aborted) break;
      tries += 1;
      outcome = await post(alert);
      if (outcome.sent || !outcome.retry) break;
    }
    if (outcome.sent) log.info({ alert: { ...ids, state: "sent", tries } }, "alert: dead-letter alert sent");
    else {
      // Cut short by the shutdown: the last failure, and that no further try was made for that reason.
      const cutShort = !outcome.sent && outcome.retry && tries < retry.tries && closing.signal.aborted;
      log.error(
        {
          alert: {
            ...ids,
            state: "not-sent",
            tries,
            reason: outcome.reason,
            ...(cutShort ? { stoppedBy: "shutdown" } : {}),
          },
        },
        "alert: the dead-letter alert could not be sent",
      );
    }
  }

  return {
    send(alert) {
      const run = deliver(alert).finally(() => inFlight.delete(run));
      inFlight.add(run);
    },
    async close() {
      // A try under way may finish (within its time limit); the ones waiting to be retried are given up now, each with its line.
      closing.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
