/**
 * The server's log for a test: every JSON line it writes, kept in order, and a way to wait for a line. Waiting for the
 * line that says something happened (a delivery, a retry, a dead letter) waits exactly as long as the server takes,
 * on a fast machine or a busy one.
 */
import { EventEmitter } from "node:events";

export type LogLine = Record<string, unknown>;

export interface TestLog {
  lines: LogLine[];
  /** Fastify's logger option that writes here. */
  logger: { level: string; stream: { write(line: string): void } };
  /** Resolves with the `count`th line (written already or to come) for which `match` holds. */
  line(match: (line: LogLine) => boolean, count?: number): Promise<LogLine>;
  /** The delivery lines in that state (delivered, retrying, dead, deleted), in the order they were written. */
  inState(state: string): LogLine[];
  /** The same, waited for: resolves once `count` such lines were written. */
  state(state: string, count?: number): Promise<LogLine>;
}

export const deliveryState = (line: LogLine) => (line.delivery as { state?: string } | undefined)?.state;

export function testLog(level = "info"): TestLog {
  const lines: LogLine[] = [];
  const written = new EventEmitter();
  const line = (match: (line: LogLine) => boolean, count = 1) =>
    new Promise<LogLine>((resolve) => {
      const look = () => {
        const matching = lines.filter(match);
        if (matching.length < count) return false;
        written.off("line", look);
        resolve(matching[count - 1]!);
        return true;
      };
      if (!look()) written.on("line", look);
    });
  return {
    lines,
    logger: {
      level,
      stream: {
        write(text: string) {
          lines.push(JSON.parse(text) as LogLine);
          written.emit("line");
        },
      },
    },
    line,
    inState: (state) => lines.filter((entry) => deliveryState(entry) === state),
    state: (state, count = 1) => line((entry) => deliveryState(entry) === state, count),
  };
}
