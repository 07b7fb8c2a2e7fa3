// Makes sure a Chromium exists before the browser tests run; installs one where it can, else stops with a how-to.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium.mjs";

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: "inherit" });
}

if (!findChromium()) {
  const isRoot = process.getuid?.() === 0;
  try {
    if (isRoot && existsSync("/etc/debian_version")) {
      run("apt-get update -qq && apt-get install -y -qq chromium fonts-liberation");
    } else {
      run("npx playwright install chromium");
    }
  } catch {
    // Reported below with the ways to fix it.
  }
}

const found = findChromium();
if (!found) {
  console.error(
    "No Chromium found for the browser tests. Install one (Debian: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to its executable.",
  );
  process.exit(1);
}
console.log(`Browser tests use Chromium at ${found}`);
