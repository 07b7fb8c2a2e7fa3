// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { StaleTranslation } from "../app/content/translation-record";
import { browserConfig, saveUnchanged } from "./keystatic-files";
import { STALE_SUFFIX } from "./translation-notice";

const repo = fileURLToPath(new URL("../", import.meta.url));
const stale: StaleTranslation[] = [
  {
    locale: "zh-hk",
    name: "faqs.yaml",
    twin: "content/zh-hk/faqs.yaml",
    original: "content/en/faqs.yaml",
    fields: ["items[2].question"],
    unmarked: false,
  },
  {
    locale: "zh-hk",
    name: "services/web-development.yaml",
    twin: "content/zh-hk/services/web-development.yaml",
    original: "content/en/services/web-development.yaml",
    fields: ["tagline"],
    unmarked: false,
  },
];

type Notice = { Input: () => { props: Record<string, unknown> } };
/** The text a React element tree holds. */
const textOf = (node: unknown): string => {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  return textOf((node as { props?: { children?: unknown } }).props?.children);
};

describe("a translation behind its English, in the editor", () => {
  it("is named so in the menu, and its form opens with a note naming the fields that changed", async () => {
    const config = await browserConfig(stale);
    expect(config.singletons?.faqs_zhhk?.label).toBe(`FAQs${STALE_SUFFIX}`);
    expect(config.singletons?.faqs?.label).toBe("FAQs");
    expect(config.singletons?.testimonials_zhhk?.label).toBe("Testimonials");
    expect(config.collections?.services_zhhk?.label).toBe(`Services${STALE_SUFFIX}`);
    const schema = config.singletons!.faqs_zhhk!.schema as Record<string, unknown>;
    expect(Object.keys(schema)[0]).toBe("translationNotice");
    const note = textOf((schema.translationNotice as Notice).Input());
    expect(note).toContain("The English has changed since this was translated.");
    expect(note).toContain("faqs.yaml: items[2].question (see content/en/faqs.yaml)");
    expect(note).toContain("npm run translations -- --mark content/zh-hk/faqs.yaml");
    expect(Object.keys(config.singletons!.faqs!.schema)).not.toContain("translationNotice");
  });

  it("is saved unchanged byte for byte: the note writes nothing", async () => {
    const config = await browserConfig(stale);
    for (const file of ["content/zh-hk/faqs.yaml", "content/zh-hk/services/web-development.yaml"]) {
      const source = readFileSync(join(repo, file), "utf8");
      expect(await saveUnchanged(config, file, source)).toBe(source);
    }
  });
});
