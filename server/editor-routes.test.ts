import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "./config";
import { testConfig } from "./testing/fixture";
import { useTestServer } from "./testing/test-server";

/** The content editor's paths on the production server (docs/content.md). */
const EDITOR_URLS = [
  "/keystatic",
  "/keystatic/singleton/faqs",
  "/keystatic/assets/editor.js",
  "/api/keystatic/tree",
  "/api/keystatic/github/login",
];
const GITHUB_MODE = {
  KEYSTATIC_GITHUB_REPO: "harbourline/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "not-a-real-secret-0123456789abcdef",
  KEYSTATIC_SECRET: "a-random-text-of-at-least-32-characters!",
};

const server = useTestServer({
  scope: "file",
  prepare(fixture) {
    // What `npm run build` writes beside build/client.
    mkdirSync(join(fixture.clientDir, "..", "editor"), { recursive: true });
    writeFileSync(join(fixture.clientDir, "..", "editor", "editor.js"), "console.log('editor')");
  },
});
let plain: FastifyInstance;
let github: FastifyInstance;

beforeAll(async () => {
  plain = await server.start();
  github = await server.start(GITHUB_MODE);
}, 60_000);

describe("the content editor on the production server", () => {
  it("does not exist without the GitHub mode's settings: every editor path answers 404", async () => {
    for (const url of EDITOR_URLS) {
      const response = await plain.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("editor.js");
    }
  });

  it("serves the editor's page in GitHub mode, naming the repository, with a policy of its own", async () => {
    for (const url of ["/keystatic", "/keystatic/singleton/faqs"]) {
      const response = await github.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(
        'data-storage="{&quot;kind&quot;:&quot;github&quot;,&quot;repo&quot;:&quot;harbourline/website&quot;}"',
      );
      expect(response.headers["content-security-policy"]).toContain("connect-src 'self' https://api.github.com");
      expect(response.headers["content-security-policy"]).not.toContain("fonts.googleapis.com");
    }
    expect((await github.inject({ url: "/keystatic/assets/editor.js" })).body).toBe("console.log('editor')");
  });

  it("refuses to start with part of the GitHub mode's settings", () => {
    const { KEYSTATIC_SECRET: _, ...rest } = GITHUB_MODE;
    expect(() => testConfig(rest)).toThrow(
      new ConfigError(
        "KEYSTATIC_SECRET",
        "unset, but the content editor's GitHub mode needs all four KEYSTATIC_ settings (docs/content.md)",
      ),
    );
  });
});
