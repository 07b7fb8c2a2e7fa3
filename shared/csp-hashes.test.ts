import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the scripts script-src governs, speculation rules included, and no data block", () => {
    const rules = '{"prerender":[{"source":"document","eagerness":"moderate"}]}';
    const html = [
      "<script>run()</script>",
      `<script type="speculationrules">${rules}</script>`,
      '<script type="module">go()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="plan">{}</script>',
      '<script src="/assets/a.js"></script>',
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([hashOf("run()"), hashOf(rules), hashOf("go()")]);
  });
});
