/**
 * What a build fixes in its pages: the public address (SITE_URL) of canonical links, Open Graph and the sitemap, the
 * relay the forms post to (RELAY_URL), and the retention the privacy page states (./retention.ts). Both are read from the environment through server/env.ts, like every
 * setting: vite.config.ts gives them to the pages, and records them in build/build-settings.json so that the server
 * can tell which address its build was made for.
 *
 * `npm run build` checks them first, before anything is built (server/check-build-settings.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "./config";
import { parseEnvironment, read } from "./env";
import { readRetention, type RetentionFigures } from "./retention";

export interface BuildSettings {
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** Where the forms post; empty: this server's own relay. */
  relayUrl: string;
  /** How long what visitors send is kept, as the privacy page states it (./retention.ts); absent in older builds. */
  retention?: RetentionFigures;
}

/** Beside build/client (as build/csp-hashes.json is). */
const FILE = "build-settings.json";
const settingsFile = (clientDir: string) => join(clientDir, "..", FILE);

/** The build's settings from this environment, or a ConfigError naming the first bad one. */
export function loadBuildSettings(env: NodeJS.ProcessEnv): BuildSettings {
  const result = parseEnvironment(env, ["SITE_URL", "RELAY_URL", "NODE_ENV"]);
  if (!result.ok) throw new ConfigError(result.variable, result.problem);
  return { siteUrl: result.values.SITE_URL, relayUrl: result.values.RELAY_URL ?? "", retention: readRetention(env) };
}

/** loadBuildSettings, and a production build must name its public address: the default is this machine's. */
export function checkBuildEnvironment(env: NodeJS.ProcessEnv): BuildSettings {
  const settings = loadBuildSettings(env);
  if (read(env, "SITE_URL") === undefined && read(env, "NODE_ENV") === "production") {
    throw new ConfigError(
      "SITE_URL",
      "unset, but a production build (NODE_ENV=production) must name the site's public address",
    );
  }
  return settings;
}

export function writeBuildSettings(clientDir: string, settings: BuildSettings): void {
  writeFileSync(settingsFile(clientDir), `${JSON.stringify(settings, null, 2)}\n`);
}

/** The settings the build in clientDir was made with; null for a build that did not record them. */
export function readBuildSettings(clientDir: string): BuildSettings | null {
  try {
    return JSON.parse(readFileSync(settingsFile(clientDir), "utf8")) as BuildSettings;
  } catch {
    return null;
  }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

/** Whether a host name or listening address is this machine only. */
export const isLoopback = (host: string): boolean => LOOPBACK.test(host);

/**
 * One line when a server reachable from other machines serves a build made for this one: its canonical links,
 * share links and sitemap would name localhost. Null when the two agree.
 */
export function localBuildWarning(settings: BuildSettings | null, host: string): string | null {
  if (!settings || isLoopback(host) || !isLoopback(new URL(settings.siteUrl).hostname)) return null;
  return `This build was made for ${settings.siteUrl} but the server listens on ${host}: its pages link to that address; build with SITE_URL set to the public address`;
}
