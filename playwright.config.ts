import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";

/** Where the global setup serves the build for the tests; E2E_PORT lets test runs side by side use ports of their own. */
// E2E_PORT and CI are the test run's knobs, not settings of the site (server/env.ts reads those).
const port = Number(process.env.E2E_PORT ?? 3100);

const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" as const };
const desktop = { browserName: "chromium" as const, viewport: { width: 1440, height: 900 } };
const noJavaScript = /no-javascript.*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  globalTimeout: 30 * 60_000,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  // The same two screens with JavaScript on, and with it off for the tests of the site as plain HTML.
  projects: [
    { name: "phone", testIgnore: noJavaScript, use: phone },
    { name: "desktop", testIgnore: noJavaScript, use: desktop },
    { name: "phone-no-js", testMatch: noJavaScript, use: { ...phone, javaScriptEnabled: false } },
    { name: "desktop-no-js", testMatch: noJavaScript, use: { ...desktop, javaScriptEnabled: false } },
  ],
});
