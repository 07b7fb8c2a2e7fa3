/**
 * Entry point: `tsx server/main.ts` (npm run serve / npm start).
 * Stops with one line on stderr, before listening, when the environment or the build is wrong.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app";
import { ConfigError, loadConfig, type ServerConfig } from "./config";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// From this file, not from the working directory: `npm run serve` may be started anywhere.
const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const clientDir = join(projectRoot, "build", "client");

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (!existsSync(join(clientDir, "index.html"))) fail("No build found in build/client: run npm run build");

const app = await buildServer({ config, clientDir });

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  const err = error as NodeJS.ErrnoException;
  fail(
    err.code === "EADDRINUSE"
      ? `Cannot listen on ${config.host}:${config.port}: the port is in use (set PORT to another one)`
      : `Cannot listen on ${config.host}:${config.port}: ${err.message}`,
  );
}

const shownHost = config.host.includes(":") ? `[${config.host}]` : config.host;
app.log.info(
  `Site at http://${shownHost}:${config.port} (mail: ${config.smtpUrl ? "SMTP" : `outbox ${config.outboxDir}`})`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
