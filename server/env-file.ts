/**
 * `.env`: the operator's settings in a file. `npm start`, `npm run serve`, `npm run build`, `npm run dev` and
 * `npm run mail` read `.env` from the folder they run in (the project's root under npm) when it exists.
 * A variable already set in the environment wins over the file, even when set empty. `.env.example` lists
 * every variable at its default (docs/configuration.md).
 *
 * Node's own parser (util.parseEnv) reads the values, but it is lenient: it skips a line it cannot read and keeps an
 * unterminated quote as part of the value. So every line is checked first, and a file that is not entirely
 * `NAME=value` lines, comments and blank lines stops the start with one line naming the file and the line number,
 * never a value. So does a `.env` that is a folder or cannot be read.
 */
import { lstatSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";

export class EnvFileError extends Error {
  override name = "EnvFileError";
}

const NAME = /^(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=/;
const QUOTES = new Set(['"', "'", "`"]);
const TRAILER = /^\s*(?:#.*)?$/;

/** The number of the first line that is not a comment, a blank line or NAME=value, and why; null when all are. */
export function invalidLine(text: string): { line: number; problem: string } | null {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === "" || line.startsWith("#")) continue;
    const name = NAME.exec(line);
    if (!name) return { line: index + 1, problem: "not a NAME=value line" };
    const value = line.slice(name[0].length).trimStart();
    const quote = value[0];
    if (quote === undefined || !QUOTES.has(quote)) continue;
    // A quoted value may go on over further lines (Node reads those); it must be closed, with nothing but a comment after.
    let rest = value.slice(1);
    let end = index;
    while (!rest.includes(quote) && end + 1 < lines.length) rest = lines[++end]!;
    const close = rest.indexOf(quote);
    if (close === -1) return { line: index + 1, problem: `the quote (${quote}) is never closed` };
    if (!TRAILER.test(rest.slice(close + 1))) return { line: end + 1, problem: "text after the closing quote" };
    index = end;
  }
  return null;
}

/** The variables of the file at `path`, checked line by line; null when there is no such file. */
export function readEnvFile(path: string): Record<string, string> | null {
  let text: string;
  try {
    if (lstatSync(path).isDirectory()) throw new EnvFileError(`Cannot read ${path}: it is a folder, not a file`);
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (error instanceof EnvFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" && !isLink(path)) return null;
    const reasons: Record<string, string> = {
      ENOENT: "it is a link to nothing",
      EACCES: "permission denied",
      EPERM: "permission denied",
      EISDIR: "it is a folder, not a file",
      ELOOP: "it is a link that loops",
    };
    throw new EnvFileError(`Cannot read ${path}: ${reasons[code ?? ""] ?? "it cannot be read"} (${code ?? "error"})`);
  }
  const invalid = invalidLine(text);
  if (invalid) throw new EnvFileError(`Invalid ${path}, line ${invalid.line}: ${invalid.problem}`);
  return parseEnv(text) as Record<string, string>;
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Loads `file` into process.env without overriding what is set; the path loaded, or null without one. A file that
 * cannot be read or has a line that does not parse ends the process: one line on stderr, exit 1.
 */
export function loadEnvFile(file = ".env"): string | null {
  const path = resolve(file);
  let values: Record<string, string> | null;
  try {
    values = readEnvFile(path);
  } catch (error) {
    if (!(error instanceof EnvFileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (values === null) return null;
  for (const [name, value] of Object.entries(values)) if (process.env[name] === undefined) process.env[name] = value;
  return path;
}
