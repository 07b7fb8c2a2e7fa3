// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { Config } from "@keystatic/core";
import { locales } from "../app/config/locales";
import { collections } from "../app/content/schema";
import { RECORD_FILE } from "../app/content/translation-record";
import { AGENCY_FACTS, editorKey } from "./keystatic-config";
import { browserConfig, saveUnchanged } from "./keystatic-files";

const repo = fileURLToPath(new URL("../", import.meta.url));
const walk = (dir: string): string[] =>
  readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

let config: Config;
beforeAll(async () => {
  config = await browserConfig();
});

describe("the editor's configuration, generated from the content schema", () => {
  it("has, in every locale, a singleton for every single-file collection and a collection for every folder", () => {
    expect(locales.length).toBeGreaterThan(1);
    for (const { code } of locales) {
      for (const [name, spec] of Object.entries(collections)) {
        const key = editorKey(name, code);
        if ("file" in spec)
          expect(config.singletons?.[key]?.path, key).toBe(`content/${code}/${spec.file.replace(/\.yaml$/, "")}`);
        else expect(config.collections?.[key]?.path, key).toBe(`content/${code}/${spec.folder}/*`);
      }
    }
    expect(config.collections?.services?.path).toBe("content/en/services/*");
    expect(config.collections?.services?.previewUrl).toBe("/services/{slug}");
    expect(config.collections?.services_zhhk?.previewUrl).toBe("/zh-hk/services/{slug}");
  });

  it("edits the agency's facts, the same in every language, as one more singleton", () => {
    expect(config.singletons?.[AGENCY_FACTS]?.path).toBe("content/agency");
    type Field = { formKind?: string; fields?: Record<string, Field> };
    const facts = config.singletons![AGENCY_FACTS]!.schema as Record<string, Field>;
    expect(Object.keys(facts)).toEqual([
      "brand",
      "email",
      "phone",
      "whatsapp",
      "founder",
      "sessionMinutes",
      "social",
      "bookingUrl",
    ]);
  });

  it("keeps the schema's limits, icon lists and field order", () => {
    const faqs = config.singletons!.faqs!.schema as Record<
      string,
      { kind: string; element?: { fields: Record<string, unknown> } }
    >;
    expect(Object.keys(faqs.items!.element!.fields)).toEqual(["id", "question", "answer"]);
    type Field = { formKind?: string; options?: { value: string }[]; fields?: Record<string, Field> };
    const service = config.collections!.services!.schema as Record<string, Field>;
    expect(Object.keys(service)).toEqual([
      "order",
      "title",
      "tagline",
      "summary",
      "image",
      "icon",
      "description",
      "subServices",
      "seo",
    ]);
    expect(service.title!.formKind).toBe("slug");
    expect(service.icon!.options!.map((option) => option.value)).toContain("code-xml");
    expect(service.image!.fields!.src!.formKind).toBe("asset");
  });

  it("lets a post be created with its optional search title left empty, and names that field SEO title", () => {
    type Text = { label: string; validate: (value: string, args?: unknown) => string };
    const post = config.collections!.blog!.schema as Record<string, Text>;
    expect(post.seoTitle!.label).toBe("SEO title");
    expect(post.seoTitle!.validate("")).toBe("");
    expect(() => post.seoTitle!.validate("x".repeat(71))).toThrow();
    expect(() => post.author!.validate("")).toThrow();
  });
});

describe("saving an entry unchanged in the editor", () => {
  // The record of which English each translation translates is written by `npm run translations`, not the editor.
  const entries = walk("content").filter((file) => !file.endsWith(`/${RECORD_FILE}`));
  it.each(entries)("leaves %s byte for byte as it was", async (file) => {
    const source = readFileSync(join(repo, file), "utf8");
    const saved = await saveUnchanged(config, file, source);
    expect(saved, `${file} is not an entry of the editor`).toBeDefined();
    expect(saved).toBe(source);
  });
});
