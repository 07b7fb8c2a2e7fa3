/**
 * DATA_DIR holds enquiries waiting for delivery and the embedded measurement database: nobody but the server's user
 * may read or write anything in it. The server makes it (mode 0700) when it is missing, refuses to start when an
 * existing one is open to group or others, and takes group and other bits off what the embedded database writes
 * (PGlite sets its files' modes itself, 0666, whatever the umask).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "./config";

const OPEN_TO_OTHERS = 0o077;

/** Makes `dir` (0700) when missing; a ConfigError naming it when it is no folder or group or others may use it. */
export function prepareDataDir(dir: string): void {
  let stat;
  try {
    stat = statSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      throw new ConfigError("DATA_DIR", `${dir} cannot be read (${(error as NodeJS.ErrnoException).code})`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // whatever the umask
    return;
  }
  if (!stat.isDirectory()) throw new ConfigError("DATA_DIR", `${dir} is not a folder`);
  const mode = stat.mode & 0o777;
  if (mode & OPEN_TO_OTHERS) {
    throw new ConfigError(
      "DATA_DIR",
      `${dir} is open to other users (mode ${mode.toString(8).padStart(4, "0")}); make it private: chmod 700 ${dir}`,
    );
  }
}

/** Takes the group and other bits off everything under `dir` (links are left alone). */
export function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    try {
      const mode = lstatSync(path).mode & 0o7777;
      if (mode & OPEN_TO_OTHERS) chmodSync(path, mode & ~OPEN_TO_OTHERS);
    } catch {
      // gone meanwhile (a temporary file of the database's)
    }
  }
}
