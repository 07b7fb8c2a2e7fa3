import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkMessages, englishWords, messageProblems, MESSAGES_PROJECT } from "./messages-check";
import { messagesCompiler } from "./messages-plugin";

const repository = fileURLToPath(new URL("../", import.meta.url));
const en = {
  $schema: "x",
  menu: "Menu",
  chat: "Chat on WhatsApp",
  whatsapp: "WhatsApp",
  mail: "you@company.com",
  email: "Email",
};
const zh = {
  $schema: "x",
  menu: "選單",
  chat: "WhatsApp 查詢",
  whatsapp: "WhatsApp",
  mail: "you@company.com",
  email: "電郵",
};
const check = (translation: Record<string, unknown>) => messageProblems(en, translation, "zh-hk.json", "en.json");

describe("the words in code, checked before they are compiled", () => {
  it("accepts a complete translation, names and example addresses left alike included", () => {
    expect(check(zh)).toEqual([]);
  });

  it("refuses a message missing from the translation, naming the file and the key", () => {
    const { menu: _menu, ...withoutMenu } = zh;
    expect(check(withoutMenu)).toEqual(["zh-hk.json: menu: is missing (en.json has it): add its translation"]);
  });

  it("refuses a message left in English, but not one whose only Latin words are names", () => {
    expect(check({ ...zh, email: "Email", chat: "Chat on WhatsApp" })).toEqual([
      expect.stringMatching(/^zh-hk\.json: chat: is the English text \(Chat on\): translate it/),
      expect.stringMatching(/^zh-hk\.json: email: is the English text \(Email\)/),
    ]);
  });

  it("reads the variants of a message with plural forms", () => {
    const plural = [{ selectors: ["n"], match: { "n=one": "One field", "n=other": "{count} fields" } }];
    expect(check({ ...zh, menu: plural })).toEqual([]);
    expect(messageProblems({ ...en, fields: plural }, { ...zh, fields: plural }, "zh-hk.json", "en.json")).toEqual([
      expect.stringContaining("zh-hk.json: fields: is the English text (One field fields)"),
    ]);
  });

  it("refuses a key only the translation has", () => {
    expect(check({ ...zh, extra: "多餘" })).toEqual([
      "zh-hk.json: extra: is not in en.json: add it there or remove it here",
    ]);
  });

  it("leaves placeholders, addresses and names out of the English words", () => {
    expect(englishWords("{brand} 網誌 https://example.com/a you@company.com LinkedIn")).toEqual([]);
    expect(englishWords("Play {carousel}")).toEqual(["Play"]);
  });

  it("finds nothing wrong with the repository's messages", () => {
    expect(checkMessages()).toEqual([]);
  });
});

describe("the build with a message missing", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "messages-"));
    cpSync(
      join(repository, "shared/i18n/project.inlang/settings.json"),
      join(root, MESSAGES_PROJECT, "settings.json"),
      {
        recursive: true,
      },
    );
    cpSync(join(repository, "shared/i18n/messages"), join(root, "shared/i18n/messages"), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const buildStart = () => {
    const check = messagesCompiler(root).find(
      (plugin): plugin is Plugin => (plugin as Plugin).name === "messages-check",
    )!;
    (check.buildStart as () => void).call({});
  };

  it("stops before compiling, naming the file and the key", () => {
    expect(buildStart).not.toThrow();
    const file = join(root, "shared/i18n/messages/zh-hk.json");
    const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    delete messages.table_scrolls;
    writeFileSync(file, JSON.stringify(messages));
    expect(buildStart).toThrow("shared/i18n/messages/zh-hk.json: table_scrolls: is missing");
  });
});
