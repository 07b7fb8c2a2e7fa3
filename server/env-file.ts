/**
 * `.env`: the operator's settings in a file. `npm start`, `npm run serve`, `npm run build`, `npm run dev` and
 * `npm run mail` read `.env` from the folder they run in (the project's root under npm) when it exists.
 * A variable already set in the environment wins over the file, even when set empty. `.env.example` lists
 * every variable at its default (docs/configuration.md).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** Loads `file` into process.env without overriding what is set; the path loaded, or null without one. */
export function loadEnvFile(file = ".env"): string | null {
  const path = resolve(file);
  if (!existsSync(path)) return null;
  process.loadEnvFile(path);
  return path;
}
