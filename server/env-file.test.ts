/**
 * `.env`: the server and the operator's command read it from the folder they start in, and a variable set
 * in the environment wins over it. Run as processes of their own, as `npm run serve` and `npm run mail` run.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const scratch = mkdtempSync(join(tmpdir(), "env-file-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a server entry point from `scratch`, with only PATH and the given variables; its exit code and output. */
async function run(entry: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = await promisify(execFile)(process.execPath, ["--import", tsx, join(root, entry), ...args], {
    cwd: scratch,
    env: { PATH: process.env.PATH, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
  return { ...result, output: result.output.trim() };
}

describe(".env", { timeout: 30_000 }, () => {
  it("is read by the server at start, and a variable set in the environment wins over it", async () => {
    // Were .env's DEAD_LETTER_DAYS taken, it would be the first refused (it comes before RATE_LIMIT_MAX).
    writeFileSync(join(scratch, ".env"), "# the operator's settings\nDEAD_LETTER_DAYS=0\nRATE_LIMIT_MAX=zero\n");
    const { code, output } = await run("server/main.ts", [], { DEAD_LETTER_DAYS: "7" });
    expect(code).toBe(1);
    expect(output).toBe('Invalid RATE_LIMIT_MAX: "zero" is not a whole number of requests (at least 1)');
  });

  it("is read by `npm run mail`", async () => {
    writeFileSync(join(scratch, ".env"), `DATA_DIR=${join(scratch, "state")}\n`);
    const { code, output } = await run("server/delivery/mail-command.ts", ["status"], {});
    expect(code).toBe(0);
    expect(output).toContain(`Queue: file spool ${join(scratch, "state", "spool")}`);
  });
});
