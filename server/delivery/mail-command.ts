/**
 * `npm run mail -- status | retry | purge | held | show <id> | release <id>`: the operator's view of the delivery
 * queue and of the held submissions (suspected spam), with the server running or stopped, for the file spool
 * (SPOOL_DIR) or Redis (REDIS_URL), read from the same environment as the server. Prints counts, ages, ids,
 * reasons and the mail server's last reply; never message text, except `show`, which prints the one asked for.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadQueueSettings } from "../config";
import { loadEnvFile } from "../env-file";
import { mkdir } from "node:fs/promises";
import { FileSpool } from "./file-spool";
import type { EnquiryQueue, QueueAdmin, QueueStatus } from "./enquiry-store";
import { describeHeld, describeHeldSubmission, releaseHeld } from "./held/held-command";
import { heldStoreFor } from "./held/held-stores";

const COMMANDS = ["status", "retry", "purge", "held", "show", "release"] as const;
type Command = (typeof COMMANDS)[number];
/** The commands that name one held submission. */
const WITH_ID: readonly Command[] = ["show", "release"];
const USAGE = "Usage: npm run mail -- status | retry | purge | held | show <id> | release <id>";

/** "3 d 4 h", "2 h 5 min", "45 s": the two largest units. */
export function formatAge(ms: number): string {
  const units: Array<[string, number]> = [
    ["d", 86_400_000],
    ["h", 3_600_000],
    ["min", 60_000],
    ["s", 1000],
  ];
  const parts: string[] = [];
  let rest = Math.max(0, ms);
  for (const [name, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || (parts.length === 0 && name === "s")) parts.push(`${count} ${name}`);
    if (parts.length === 2) break;
  }
  return parts.join(" ");
}

export function describeStatus(
  status: QueueStatus,
  where: string,
  now = Date.now(),
  held: number | null = null,
): string[] {
  const lines = [`Queue: ${where}`];
  lines.push(
    status.oldestPendingAcceptedAt === null
      ? "Pending: 0"
      : `Pending: ${status.pending} (the oldest accepted ${formatAge(now - status.oldestPendingAcceptedAt)} ago)`,
  );
  lines.push(
    status.oldestDeadAt === null
      ? `Dead letters: ${status.dead}`
      : `Dead letters: ${status.dead} (the oldest died ${formatAge(now - status.oldestDeadAt)} ago; npm run mail -- retry puts them back in the queue, npm run mail -- purge deletes them)`,
  );
  const last = status.lastError;
  lines.push(
    last
      ? `Last error: ${new Date(last.at).toISOString()}, enquiry ${last.id}: ${last.reason}${last.reply ? ` "${last.reply}"` : ""}${last.dead ? " (became a dead letter)" : " (will be retried)"}`
      : "Last error: none",
  );
  if (held !== null)
    lines.push(
      held === 0 ? "Held: 0" : `Held: ${held} (suspected spam; npm run mail -- held lists them, release delivers one)`,
    );
  return lines;
}

export async function runMailCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const command = args[0] as Command | undefined;
  const id = args[1];
  if (!command || !COMMANDS.includes(command) || (WITH_ID.includes(command) && !id)) {
    print(USAGE);
    return 2;
  }
  let location: ReturnType<typeof loadQueueSettings>;
  try {
    location = loadQueueSettings(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(error.message);
    return 1;
  }
  let where = `file spool ${location.spoolDir}`;
  const spool = new FileSpool(location.spoolDir);
  let admin: QueueAdmin & EnquiryQueue = spool;
  let held = heldStoreFor(location, null);
  if (location.redisUrl) {
    const { redisStoreFor, redisClient } = await import("./redis-store");
    const store = redisStoreFor(location.redisUrl, redisClient(location.redisUrl, "operator"), location);
    where = store.where;
    admin = store;
    held = heldStoreFor(location, { client: store.client, where });
  }
  try {
    if (command === "status") {
      for (const line of describeStatus(await admin.status(), where, Date.now(), await held.count())) print(line);
    } else if (command === "held") {
      for (const line of describeHeld(await held.list(), held.where)) print(line);
    } else if (command === "show") {
      const submission = await held.read(id!);
      if (!submission) {
        print(`No held submission ${id} (${held.where}).`);
        return 1;
      }
      for (const line of describeHeldSubmission(submission)) print(line);
    } else if (command === "release") {
      if (admin === spool) await mkdir(spool.pendingDir, { recursive: true, mode: 0o700 });
      const { ok, lines } = await releaseHeld(held, id!, (enquiry) => admin.add(enquiry), where);
      for (const line of lines) print(line);
      return ok ? 0 : 1;
    } else if (command === "retry") {
      const count = await admin.retryDead();
      print(
        count === 0
          ? `No dead letters in the ${where}.`
          : `Put ${count} dead letter${count === 1 ? "" : "s"} back in the queue (${where}): a running server delivers ${count === 1 ? "it" : "them"} within seconds, a stopped one at its next start.`,
      );
    } else {
      const count = await admin.purgeDead();
      print(
        count === 0
          ? `No dead letters in the ${where}.`
          : `Deleted ${count} dead letter${count === 1 ? "" : "s"} (${where}).`,
      );
    }
    return 0;
  } catch (error) {
    print(`Cannot read the queue (${where}): ${(error as Error).message}`);
    return 1;
  } finally {
    await held.close().catch(() => {});
    if (admin === spool) await spool.flush().catch(() => {});
    await admin.close().catch(() => {});
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadEnvFile();
  process.exitCode = await runMailCommand(process.argv.slice(2), process.env, (line) => console.log(line));
}
