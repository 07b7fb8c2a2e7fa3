/**
 * The container's health check: `node build/server/healthcheck.mjs` exits 0 when this machine's server answers
 * GET /healthz with 200 within two seconds, else 1. It reads PORT and HOST as the server does (server/env.ts, and
 * `.env` when present) and asks the loopback address (or HOST when that is one address): never HOSTNAME, which in a
 * container is its id, not an address the server listens on.
 */
import { parseEnvironment } from "./env";
import { loadEnvFile } from "./env-file";

loadEnvFile();
const settings = parseEnvironment(process.env, ["PORT", "HOST"]);
if (!settings.ok) {
  console.error(`Invalid ${settings.variable}: ${settings.problem}`);
  process.exit(1);
}
const { PORT: port, HOST: host } = settings.values;
const wildcard = ["0.0.0.0", "::", "[::]"].includes(host);
const target = wildcard ? "127.0.0.1" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;

try {
  const answer = await fetch(`http://${target}:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
  process.exitCode = answer.status === 200 ? 0 : 1;
  if (answer.status !== 200) console.error(`GET /healthz answered ${answer.status}`);
} catch (error) {
  console.error(`GET /healthz: ${(error as Error).message}`);
  process.exitCode = 1;
}
