/**
 * Entry point: `tsx server/main.ts` (npm run serve / npm start), serving build/client.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "./start";

// From this file, not from the working directory: `npm run serve` may be started anywhere.
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

await startServer({ env: process.env, clientDir: join(projectRoot, "build", "client") });
