/**
 * `.env`: the server and the operator's command read it from the folder they start in, and a variable set
 * in the environment wins over it. Run as processes of their own, as `npm run serve` and `npm run mail` run.
 */
import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readEnvFile } from "./env-file";

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
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
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

  it("stops the server with one line naming the file and the line of a line that does not parse, never its value", async () => {
    writeFileSync(join(scratch, ".env"), '# settings\nADMIN_PASSWORD="s3cret-value-here\nPORT=3000\n');
    const { code, output } = await run("server/main.ts", [], {});
    expect(code).toBe(1);
    expect(output).toBe(`Invalid ${join(scratch, ".env")}, line 2: the quote (") is never closed`);
  });

  it("stops the server with one line when .env is a folder", async () => {
    rmSync(join(scratch, ".env"), { force: true });
    mkdirSync(join(scratch, ".env"));
    try {
      const { code, output } = await run("server/main.ts", [], {});
      expect(code).toBe(1);
      expect(output).toBe(`Cannot read ${join(scratch, ".env")}: it is a folder, not a file`);
    } finally {
      rmSync(join(scratch, ".env"), { recursive: true, force: true });
    }
  });

  // A .env as written, and what reading it says: the values, or the one line that stops the start.
  const files: Array<{ name: string; text: string; gives: Record<string, string> | string }> = [
    {
      name: "names, values, comments, blank lines, export and quotes",
      text: '# c\n\nA=1\nexport B="two words" # note\nC=\'x#y\'\nD=\nE="multi\nline"\n',
      gives: { A: "1", B: "two words", C: "x#y", D: "", E: "multi\nline" },
    },
    { name: "Windows line ends", text: "A=1\r\nB=2\r\n", gives: { A: "1", B: "2" } },
    { name: "a garbage line", text: "A=1\nthis is not a setting\n", gives: "line 2: not a NAME=value line" },
    { name: "a name that is no variable name", text: "1A=1\n", gives: "line 1: not a NAME=value line" },
    {
      name: "an unterminated double quote",
      text: 'A=1\nADMIN_PASSWORD="hunter2-hunter2\n',
      gives: 'line 2: the quote (") is never closed',
    },
    { name: "an unterminated single quote", text: "A='x\n", gives: "line 1: the quote (') is never closed" },
    { name: "text after a closing quote", text: 'A="x" y\n', gives: "line 1: text after the closing quote" },
  ];
  for (const { name, text, gives } of files) {
    it(`reads ${name}`, () => {
      const file = join(scratch, "table.env");
      writeFileSync(file, text);
      if (typeof gives !== "string") return expect(readEnvFile(file)).toEqual(gives);
      let message = "";
      try {
        readEnvFile(file);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(`Invalid ${file}, ${gives}`);
      expect(message).not.toMatch(/hunter2|this is not/);
    });
  }

  it("says why a .env cannot be read: a link to nothing, or no permission", () => {
    const link = join(scratch, "dangling.env");
    symlinkSync(join(scratch, "no-such-target"), link);
    expect(() => readEnvFile(link)).toThrow(`Cannot read ${link}: it is a link to nothing (ENOENT)`);
    expect(readEnvFile(join(scratch, "absent.env"))).toBeNull();
    if (process.getuid?.() === 0) return; // root reads any file
    const locked = join(scratch, "locked.env");
    writeFileSync(locked, "A=1\n");
    chmodSync(locked, 0o000);
    expect(() => readEnvFile(locked)).toThrow(`Cannot read ${locked}: permission denied (EACCES)`);
  });
});
