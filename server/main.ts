/**
 * Entry point: `tsx server/main.ts` (npm run serve / npm start), serving build/client, with the settings of
 * `.env` when present (server/env-file.ts; the environment wins over it).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnvFile } from "./env-file";
import { startServer } from "./start";

// From this file, not from the working directory: `npm run serve` may be started anywhere.
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

loadEnvFile();
await startServer({ env: process.env, clientDir: join(projectRoot, "build", "client") });
