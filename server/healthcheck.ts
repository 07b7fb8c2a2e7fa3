/**
 * The container's health check: `node build/server/healthcheck.mjs` exits 0 when this machine's server answers
 * GET /healthz with 200 within two seconds, else 1. It asks the loopback address (or HOST when that is one address),
 * on PORT: never HOSTNAME, which in a container is its id, not an address the server listens on.
 */
export {};

const port = process.env.PORT?.trim() || "3000";
const host = process.env.HOST?.trim() || "127.0.0.1";
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
