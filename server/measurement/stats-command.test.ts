/**
 * `npm run stats` against the embedded database: its arguments, the summary it prints, and reading the database
 * while a server holds it open (a copy is read).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDays, runStatsCommand } from "./stats-command";
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
  it("reads --days N or --days=N, 30 by default, and refuses anything else with its usage", async () => {
    expect(parseDays([])).toBe(30);
    expect(parseDays(["--days", "7"])).toBe(7);
    expect(parseDays(["--days=365"])).toBe(365);
    for (const bad of [["--days"], ["--days", "0"], ["--days", "x"], ["--weeks", "2"], ["--days", "99999"]]) expect(parseDays(bad), bad.join(" ")).toBeNull();
    const refused = await run(["--days", "-3"]);
    expect(refused.code).toBe(2);
    expect(refused.text).toContain("Usage: npm run stats -- [--days N]");
  });

  it("prints totals, top pages and top campaigns, reading a copy while another process holds the database", async () => {
    // This process holds it open, as the server would: the command must not open it a second time.
    const { code, text } = await run(["--days", "30"]);
    expect(code).toBe(0);
    expect(text).toMatch(/Visitors +2\n/);
    expect(text).toMatch(/Page views +3\n/);
    expect(text).toMatch(/Leads +1 +\(1 delivered, 0 dead letters\)/);
    expect(text).toMatch(/Conversion +50\.0%/);
    expect(text).toMatch(/\/web-development +1 +1/);
    expect(text).toMatch(/autumn · google \/ cpc +1 +1/);
  }, 60_000);
});
