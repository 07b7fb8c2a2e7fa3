/**
 * The Postgres backup command of docs/deploy.md ("Backups"), run as written against a test server: the test reads
 * it from the document, so the command an operator copies and the one tested cannot drift apart.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { postgresBinDir } from "./postgres";

const DEPLOY_DOC = fileURLToPath(new URL("../../docs/deploy.md", import.meta.url));

/** The arguments of `pg_dump` in docs/deploy.md's backup command (`docker compose exec postgres pg_dump … > file`). */
export function documentedBackupArguments(): string[] {
  const found = /`docker compose exec postgres pg_dump ([^`>]+?)\s*>\s*[\w.-]+`/.exec(readFileSync(DEPLOY_DOC, "utf8"));
  if (!found) throw new Error("docs/deploy.md has no `docker compose exec postgres pg_dump … > file` command");
  return found[1]!.split(/\s+/);
}

/**
 * Runs that pg_dump against the Postgres server of `url` (its host and port; user and database are the document's)
 * and gives the dump back as SQL text (pg_restore of the archive), to be searched.
 */
export function runDocumentedBackup(url: string): string {
  const bin = postgresBinDir();
  const { hostname, port } = new URL(url);
  const env = { ...process.env, PGHOST: hostname, PGPORT: port };
  const archive = execFileSync(join(bin, "pg_dump"), documentedBackupArguments(), {
    env,
    maxBuffer: 256 * 1024 * 1024,
  });
  return execFileSync(join(bin, "pg_restore"), ["-f", "-"], {
    input: archive,
    env,
    maxBuffer: 256 * 1024 * 1024,
  }).toString("utf8");
}
