/**
 * How long the server keeps what visitors send, as the privacy page states it (app/routes/privacy.tsx). The page is
 * prerendered, so the build reads these settings through the environment's schema (./env.ts) and fixes them in the
 * page and in build/build-settings.json (./build-settings.ts); the server refuses to start when its own values differ
 * from what its build states (`retentionMismatch`), so the page can never promise less than the server does.
 */
import { ConfigError } from "./config";
import { parseEnvironment, type VariableName } from "./env";

/**
 * The settings the privacy page states, by name; each is a whole number (days, or GIVE_UP_AFTER_MS in milliseconds).
 * A setting added here shows on the page where content/<locale>/pages/privacy.yaml names it.
 */
export const RETENTION_SETTINGS = [
  "GIVE_UP_AFTER_MS",
  "DEAD_LETTER_DAYS",
  "HELD_DAYS",
  "ANALYTICS_RETENTION_DAYS",
] as const satisfies readonly VariableName[];

export type RetentionSetting = (typeof RETENTION_SETTINGS)[number];

/** Each stated setting's value, by its name. */
export type RetentionFigures = Readonly<Record<string, number>>;

/** The figures of this environment, or a ConfigError naming the first bad setting. */
export function readRetention(env: NodeJS.ProcessEnv): RetentionFigures {
  const result = parseEnvironment(env, RETENTION_SETTINGS);
  if (!result.ok) throw new ConfigError(result.variable, result.problem);
  return result.values as Record<RetentionSetting, number>;
}

/**
 * The first setting whose value in this environment differs from what the build's privacy page states, as the
 * ConfigError the server stops with; null when they agree, or for a build that recorded no figures.
 */
export function retentionMismatch(built: RetentionFigures | undefined, env: NodeJS.ProcessEnv): ConfigError | null {
  if (!built) return null;
  const running = readRetention(env);
  for (const name of RETENTION_SETTINGS) {
    if (built[name] === undefined || built[name] === running[name]) continue;
    return new ConfigError(
      name,
      `${String(running[name])}, but the privacy page of this build states ${String(built[name])}: ` +
        "build the site with the same value (npm run build), or set it back",
    );
  }
  return null;
}
