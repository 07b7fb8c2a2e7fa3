import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readRetention } from "./retention";
import {
  checkBuildEnvironment,
  loadBuildSettings,
  localBuildWarning,
  readBuildSettings,
  writeBuildSettings,
} from "./build-settings";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);

describe("the build's settings", () => {
  it("are this machine's address and the same-origin relay by default, an origin when given", () => {
    const retention = readRetention({});
    expect(loadBuildSettings({})).toEqual({ siteUrl: "http://localhost:3000", relayUrl: "", retention });
    expect(
      loadBuildSettings({ SITE_URL: " https://www.example.com/ ", RELAY_URL: "https://relay.example.com/send" }),
    ).toEqual({
      siteUrl: "https://www.example.com",
      relayUrl: "https://relay.example.com/send",
      retention,
    });
    expect(() => loadBuildSettings({ SITE_URL: "example.com" })).toThrow(
      /^Invalid SITE_URL: "example.com" is not an http\(s\) URL$/,
    );
  });

  it("refuse a production build that names no public address, in one line", () => {
    expect(() => checkBuildEnvironment({ NODE_ENV: "production" })).toThrow(
      "Invalid SITE_URL: unset, but a production build (NODE_ENV=production) must name the site's public address",
    );
    expect(() => checkBuildEnvironment({ NODE_ENV: "production", SITE_URL: "" })).toThrow(/^Invalid SITE_URL: unset/);
    expect(checkBuildEnvironment({ NODE_ENV: "production", SITE_URL: "https://www.example.com" }).siteUrl).toBe(
      "https://www.example.com",
    );
    expect(checkBuildEnvironment({}).siteUrl).toBe("http://localhost:3000");
  });

  it("stop `npm run build` before it builds anything", { timeout: 20_000 }, async () => {
    const failure = await run(process.execPath, ["--import", "tsx", "server/check-build-settings.ts"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, NODE_ENV: "production" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr.trim().split("\n")).toEqual([
      "Invalid SITE_URL: unset, but a production build (NODE_ENV=production) must name the site's public address",
    ]);
  });

  it("are read back from beside the build, and a build for localhost served beyond loopback gets one warning", () => {
    const root = mkdtempSync(join(tmpdir(), "build-settings-"));
    try {
      const clientDir = join(root, "client");
      expect(readBuildSettings(clientDir)).toBeNull();
      writeBuildSettings(clientDir, { siteUrl: "http://localhost:3000", relayUrl: "" });
      const local = readBuildSettings(clientDir);
      expect(local).toEqual({ siteUrl: "http://localhost:3000", relayUrl: "" });
      expect(localBuildWarning(local, "0.0.0.0")).toMatch(
        /^This build was made for http:\/\/localhost:3000 but the server listens on 0\.0\.0\.0/,
      );
      for (const host of ["127.0.0.1", "127.0.1.1", "::1", "localhost"])
        expect(localBuildWarning(local, host)).toBeNull();
      expect(localBuildWarning({ siteUrl: "https://www.example.com", relayUrl: "" }, "0.0.0.0")).toBeNull();
      expect(localBuildWarning(null, "0.0.0.0")).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
