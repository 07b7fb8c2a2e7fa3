/**
 * The field vitals' module (app/lib/field-vitals-entry.ts: web-vitals' standard build and the beacon) weighs at most
 * bench/budgets.json's fieldVitalsBrotliKb, Brotli-compressed as postbuild.ts sends it, built as build-islands.ts
 * builds it. It loads after the page (app/bootstrap/load-field-vitals.ts), but every visitor pays for it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

const budgets = JSON.parse(readFileSync(new URL("../bench/budgets.json", import.meta.url), "utf8")) as {
  fieldVitalsBrotliKb: number;
};

describe("the field vitals' module", () => {
  it(`weighs at most ${budgets.fieldVitalsBrotliKb} KB with Brotli, beacon included`, async () => {
    const result = await build({
      configFile: false,
      logLevel: "silent",
      publicDir: false,
      mode: "production",
      build: {
        write: false,
        minify: "oxc",
        modulePreload: false,
        rolldownOptions: { input: fileURLToPath(new URL("../app/lib/field-vitals-entry.ts", import.meta.url)) },
      },
    });
    const chunks = (Array.isArray(result) ? result : [result])
      .flatMap((output) => (output as Rolldown.RolldownOutput).output)
      .filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
    // One module, nothing it imports: the page loads one file.
    expect(chunks).toHaveLength(1);
    const code = chunks[0]!.code;
    expect(code).toContain("sendBeacon");
    const brotli = brotliCompressSync(code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
    console.log(`field vitals: ${code.length} bytes, ${brotli} bytes with Brotli`);
    expect(brotli).toBeLessThanOrEqual(budgets.fieldVitalsBrotliKb * 1024);
  }, 60_000);
});
