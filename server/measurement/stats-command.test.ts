/**
 * `npm run stats` against the embedded database: its arguments, the summary it prints (of every language and of one),
 * and reading the database while a server holds it open (a copy is read).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseArgs, runStatsCommand } from "./stats-command";
import { openEmbedded, type MeasurementDb } from "./store";

let dataDir: string;
let db: MeasurementDb;

async function run(args: string[]) {
  const lines: string[] = [];
  const code = await runStatsCommand(args, { DATA_DIR: dataDir }, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "stats-data-"));
  db = await openEmbedded(join(dataDir, "measurement"));
  const now = new Date();
  await db.query(
    `INSERT INTO pageviews (at, path, visitor, device, utm_source, utm_medium, utm_campaign, click_id_type, click_id)
     VALUES ($1, '/web-development', 'v1', 'phone', 'google', 'cpc', 'autumn', 'gclid', 'g1'), ($1, '/about-us', 'v1', 'phone', NULL, NULL, NULL, NULL, NULL),
            ($1, '/', 'v2', 'desktop', NULL, NULL, NULL, NULL, NULL)`,
    [now],
  );
  // v1 goes on to read the Chinese pages; v3 reads only them, sends the Chinese form and mistypes an address.
  await db.query(
    `INSERT INTO pageviews (at, path, not_found, visitor, device, language)
     VALUES ($1, '/zh-hk', false, 'v1', 'phone', 'zh-hk'), ($1, '/zh-hk/web-development', false, 'v3', 'desktop', 'zh-hk'),
            ($1, '/zh-hk/404', true, 'v3', 'desktop', 'zh-hk')`,
    [now],
  );
  await db.query(
    `INSERT INTO leads (message_id, at, form, page, visitor, landing_path, language)
     VALUES ('<b@x>', $1, 'contact', '/zh-hk/web-development', 'v3', '/zh-hk/web-development', 'zh-hk')`,
    [now],
  );
  await db.query(
    `INSERT INTO leads (message_id, at, form, page, visitor, landing_path, utm_source, utm_medium, utm_campaign, click_id_type, click_id, state)
     VALUES ('<a@x>', $1, 'requirement', '/web-development', 'v1', '/web-development', 'google', 'cpc', 'autumn', 'gclid', 'g1', 'delivered')`,
    [now],
  );
}, 60_000);

afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run stats", () => {
  it("reads --days N and --lang L (or --days=N, --lang=L), 30 days of every language by default, and refuses anything else with its usage", async () => {
    expect(parseArgs([])).toEqual({ days: 30, language: null });
    expect(parseArgs(["--days", "7"])).toEqual({ days: 7, language: null });
    expect(parseArgs(["--days=365"])).toEqual({ days: 365, language: null });
    expect(parseArgs(["--days", "7", "--lang", "zh-hk"])).toEqual({ days: 7, language: "zh-hk" });
    expect(parseArgs(["--lang=en"])).toEqual({ days: 30, language: "en" });
    const bad = [
      ["--days"],
      ["--days", "0"],
      ["--days", "x"],
      ["--weeks", "2"],
      ["--days", "99999"],
      ["--lang"],
      ["--lang", "fr"],
      ["--lang=ZH-HK"],
      ["7"],
    ];
    for (const args of bad) expect(parseArgs(args), args.join(" ")).toBeNull();
    const refused = await run(["--days", "-3"]);
    expect(refused.code).toBe(2);
    expect(refused.text).toContain("Usage: npm run stats -- [--days N] [--lang en|zh-hk]");
    expect((await run(["--lang", "fr"])).code).toBe(2);
  });

  it("prints totals, languages, top pages and top campaigns, reading a copy while another process holds the database", async () => {
    // This process holds it open, as the server would: the command must not open it a second time.
    const { code, text } = await run(["--days", "30"]);
    expect(code).toBe(0);
    expect(text).toMatch(/Visitors +3\n/);
    expect(text).toMatch(/Page views +5\n/);
    expect(text).toMatch(/Leads +2 +\(1 delivered, 0 dead letters\)/);
    expect(text).toMatch(/Conversion +66\.7%/);
    expect(text).toMatch(/Not found +1 /);
    // A visitor who read both languages is a visitor of each.
    expect(text).toMatch(
      /Languages +visitors +views +leads +conv\.\nEnglish +2 +3 +1 +50\.0%\nChinese \(Hong Kong\) +2 +2 +1 +50\.0%\n/,
    );
    expect(text).toMatch(/\/web-development +1 +1/);
    expect(text).toMatch(/autumn · google \/ cpc +1 +1/);
  }, 60_000);

  it("prints one language's figures with --lang", async () => {
    const { code, text } = await run(["--days", "30", "--lang", "zh-hk"]);
    expect(code).toBe(0);
    expect(text).toContain("Chinese (Hong Kong) only:");
    expect(text).toMatch(/Visitors +2\n/);
    expect(text).toMatch(/Page views +2\n/);
    expect(text).toMatch(/Leads +1 +\(0 delivered, 0 dead letters\)/);
    expect(text).toMatch(/Not found +1 /);
    expect(text).toMatch(/Languages .*\nChinese \(Hong Kong\) +2 +2 +1 +50\.0%\n\n/);
    expect(text).not.toMatch(/^English/m);
    expect(text).toMatch(/\/zh-hk\/web-development +1 +1/);
    expect(text).not.toMatch(/^\/web-development/m);
    // v1 came from the campaign and read a Chinese page: a Chinese visitor of that campaign, with no Chinese lead.
    expect(text).toMatch(/autumn · google \/ cpc +1 +0/);
    expect(text).toMatch(/\(none\) · \(direct\) \/ \(none\) +1 +1/);
  }, 60_000);
});
