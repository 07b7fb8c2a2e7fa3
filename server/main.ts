/**
 * Entry point: `tsx server/main.ts` (npm run serve / npm start) serves build/client, with the settings of `.env` when
 * present (server/env-file.ts; the environment wins over it). `npm run build` also bundles this file into
 * build/server/main.mjs (scripts/build-server.ts), which `node` runs with no dependency installed: the production
 * artefact (docs/deploy.md).
 */
import { fileURLToPath } from "node:url";
import { loadEnvFile } from "./env-file";
import { startServer } from "./start-server";

/** Set by the bundle (scripts/build-server.ts), which sits in build/server beside build/client. */
declare const SERVER_BUNDLE: boolean | undefined;

// From this file, not from the working directory: the server may be started anywhere.
const clientDir = fileURLToPath(
  new URL(typeof SERVER_BUNDLE !== "undefined" && SERVER_BUNDLE ? "../client" : "../build/client", import.meta.url),
);

loadEnvFile();
await startServer({ env: process.env, clientDir });
