/**
 * `npm run stats -- --days N [--lang en|zh-hk]`: the dashboard's summary in a terminal (totals, languages, top pages,
 * top campaigns), of every language or of one (queries.ts), read from
 * Postgres when DATABASE_URL is set, otherwise from the embedded database in DATA_DIR, in the days of SITE_TIME_ZONE. The embedded database belongs
 * to one process at a time: while the server has it open, the command reads a copy of it taken now.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnvironment } from "../env";
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from "./language";
import { formatFormStats, formStatsOf } from "./form-stats";
import { DEVICES, type Device } from "./attribution";
import { isDevice, vitalsOf } from "./vitals-queries";
import { formatVitals } from "./vitals-text";
import { statsOf, type Extras, type Stats } from "./queries";
import { embeddedOwner, isOpenHere, openEmbedded, openPostgres, type MeasurementDb } from "./store";

const USAGE = `Usage: npm run stats -- [--days N] [--lang ${LANGUAGES.join("|")}] [--device ${DEVICES.join("|")}]   (N from 1 to 3660, default 30; every language and device by default)`;

export interface StatsArgs {
  days: number;
  /** One language's figures, or null for every language's. */
  language: Language | null;
  /** The speed figures of one device class (vitals-text.ts), or null for every device's. */
  device?: Device | null;
}

/** `--days N` and `--lang L`, each also as `--name=value`; null for anything else. */
export function parseArgs(args: readonly string[]): StatsArgs | null {
  const parsed: StatsArgs = { days: 30, language: null };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const equals = arg.indexOf("=");
    const name = arg.startsWith("--") && equals !== -1 ? arg.slice(0, equals) : arg;
    const value = name === arg ? args[++index] : arg.slice(equals + 1);
    if (name === "--days") {
      if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
      parsed.days = Number(value);
      if (parsed.days < 1 || parsed.days > 3660) return null;
    } else if (name === "--device") {
      if (!isDevice(value)) return null;
      parsed.device = value;
    } else if (name === "--lang") {
      if (!isLanguage(value)) return null;
      parsed.language = value;
    } else {
      return null;
    }
  }
  return parsed;
}

const pad = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
const num = (value: number, width = 9) => value.toLocaleString("en-US").padStart(width);
const rate = (leads: number, visitors: number) => (visitors === 0 ? "–" : `${((100 * leads) / visitors).toFixed(1)}%`);

export function formatStats(stats: Stats & Extras, { days, language }: StatsArgs, where: string): string {
  const lines = [
    `Last ${days} day${days === 1 ? "" : "s"}: ${stats.from} to ${stats.to} (${stats.timeZone}), from ${where}`,
    ...(language
      ? [
          `${LANGUAGE_NAMES[language]} only: views of its pages, the visitors who saw any of them, and the leads sent from them.`,
        ]
      : []),
    "",
    `Visitors    ${num(stats.visitors)}`,
    `Page views  ${num(stats.pageviews)}`,
    `Leads       ${num(stats.leads)}   (${stats.leadStates.delivered} delivered, ${stats.leadStates.dead} dead letters)`,
    `Conversion  ${rate(stats.leads, stats.visitors).padStart(9)}`,
    `Not found   ${num(stats.notFound)}   (views of the 404 page)`,
    "",
    `${pad("Languages", 40)} ${"visitors".padStart(9)} ${"views".padStart(9)} ${"leads".padStart(9)} ${"conv.".padStart(9)}`,
    ...stats.languages.map(
      (row) =>
        `${pad(LANGUAGE_NAMES[row.language], 40)} ${num(row.visitors)} ${num(row.pageviews)} ${num(row.leads)} ${rate(row.leads, row.visitors).padStart(9)}`,
    ),
    "",
    `${pad("Top pages", 40)} ${"visitors".padStart(9)} ${"leads".padStart(9)}`,
    ...(stats.pages.length
      ? stats.pages.slice(0, 10).map((row) => `${pad(row.path, 40)} ${num(row.visitors)} ${num(row.leads)}`)
      : ["(none)"]),
    "",
    `${pad("Top campaigns (campaign · source / medium)", 40)} ${"visitors".padStart(9)} ${"leads".padStart(9)}`,
    ...(stats.campaigns.length
      ? stats.campaigns
          .slice(0, 10)
          .map(
            (row) =>
              `${pad(`${row.campaign} · ${row.source} / ${row.medium}`, 40)} ${num(row.visitors)} ${num(row.leads)}`,
          )
      : ["(none)"]),
  ];
  return lines.join("\n");
}

export async function runStatsCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const parsed = parseArgs(args);
  if (parsed === null) {
    print(USAGE);
    return 2;
  }
  const settings = parseEnvironment(env, ["SITE_TIME_ZONE"]);
  if (!settings.ok) {
    print(`Invalid ${settings.variable}: ${settings.problem}`);
    return 2;
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  let db: MeasurementDb;
  let where: string;
  let copy: string | null = null;
  try {
    if (databaseUrl) {
      db = await openPostgres(databaseUrl);
      where = db.where;
    } else {
      const dir = join(resolve(env.DATA_DIR?.trim() || "./data"), "measurement");
      if (!existsSync(dir)) {
        print(`No measurement yet: ${dir} does not exist (the server creates it with the first page view).`);
        return 1;
      }
      const owner = embeddedOwner(dir) ?? (isOpenHere(dir) ? process.pid : null);
      let openDir = dir;
      if (owner !== null) {
        // The server (process `owner`) has it open: read a copy, recovered as after a crash, then deleted.
        copy = mkdtempSync(join(tmpdir(), "measurement-copy-"));
        openDir = join(copy, "measurement");
        cpSync(dir, openDir, { recursive: true });
      }
      db = await openEmbedded(openDir);
      where =
        owner === null
          ? db.where
          : `a copy of the embedded database in ${dir} (the server, process ${owner}, has it open)`;
    }
  } catch (error) {
    print(`Cannot open the measurement database: ${(error as Error).message}`);
    if (copy) rmSync(copy, { recursive: true, force: true });
    return 1;
  }
  try {
    const zone = settings.values.SITE_TIME_ZONE;
    print(formatStats(await statsOf(db, parsed.days, zone, parsed.language), parsed, where));
    print(formatFormStats(await formStatsOf(db, parsed.days, zone, parsed.language)));
    const filter = { language: parsed.language, device: parsed.device ?? null };
    print(formatVitals(await vitalsOf(db, parsed.days, zone, filter), filter.device));
    return 0;
  } finally {
    await db.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await runStatsCommand(process.argv.slice(2), process.env, (line) => console.log(line));
}
