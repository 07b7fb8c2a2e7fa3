// Finds a Chromium for the browser tests and Lighthouse, in the order docs/contracts.md gives:
// CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a browser installed by Playwright.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function findChromium() {
  // CHROMIUM_PATH belongs to the tests' tooling, not to the site's settings (server/env.ts).
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", safePlaywrightPath()];
  return candidates.find((path) => path && existsSync(path));
}

function safePlaywrightPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
