/**
 * The first step of `npm run build` (tsx server/check-build-settings.ts): one line and exit 1 when SITE_URL or
 * RELAY_URL is malformed, or when a production build (NODE_ENV=production) names no SITE_URL. It runs on its own
 * because React Router's and Vite's build set NODE_ENV=production in their process when it is unset: the
 * configuration they load cannot tell a production build from a plain `npm run build`. A production build also warns,
 * one line each, about the agency's facts still at their shipped example values (./agency-examples.ts).
 */
import { agency } from "../shared/site";
import { productionBuildWarnings } from "./agency-examples";
import { checkBuildEnvironment } from "./build-settings";
import { ConfigError } from "./config";
import { loadEnvFile } from "./env-file";

loadEnvFile();
try {
  checkBuildEnvironment(process.env);
  for (const warning of productionBuildWarnings(process.env, agency)) console.warn(warning);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
