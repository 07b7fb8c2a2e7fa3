/**
 * Starting and stopping the server process: the environment is checked before anything listens (one
 * line on stderr and exit 1 when it is wrong, or when DATA_DIR is open to other users), one line then says where the
 * site is and where mail goes,
 * and SIGTERM or SIGINT stop it cleanly: no new requests, deliveries in flight get up to 10 s, exit 0.
 * What was not delivered stays queued for the next start.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildServer } from "./app";
import { localBuildWarning, readBuildSettings } from "./build-settings";
import { retentionMismatch } from "./retention";
import { ConfigError, loadConfig } from "./config";
import { prepareDataDir } from "./data-dir";

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  /** The prerendered site (build/client). */
  clientDir: string;
  /** false: no measurement (benchmarks compare with it off). Default true. */
  measurement?: boolean;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function startServer({ env, clientDir, measurement }: StartOptions): Promise<FastifyInstance> {
  let app: FastifyInstance;
  try {
    const config = loadConfig(env);
    if (!existsSync(join(clientDir, "index.html"))) fail("No build found in build/client: run npm run build");
    // The privacy page states how long data is kept: a server that keeps it longer (or shorter) does not start.
    const mismatch = retentionMismatch(readBuildSettings(clientDir)?.retention, env);
    if (mismatch) throw mismatch;
    // Whatever this process writes is its user's alone; DATA_DIR is checked, or made, private (data-dir.ts).
    process.umask(0o077);
    prepareDataDir(config.dataDir);
    app = await buildServer({ config, clientDir, ...(measurement === undefined ? {} : { measurement }) });
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
    app.log.info(`Site at http://${shownHost}:${config.port}; ${app.mailDelivery.where}`);
    const warning = localBuildWarning(readBuildSettings(clientDir), config.host);
    if (warning) app.log.warn(warning);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: no new requests; finishing deliveries in flight`);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  return app;
}
