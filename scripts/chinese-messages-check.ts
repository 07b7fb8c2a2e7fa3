import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { messagesProblems, textsOf } from "../app/content/hong-kong-text";
import { simplifiedCharacters } from "../app/content/translations";
import { localeFacts, locales } from "../shared/i18n/locales";

const repo = fileURLToPath(new URL("../", import.meta.url));

/**
 * The problems of the words in code of every Traditional Chinese locale (shared/i18n/messages/<locale>.json), each
 * naming the file and the message's key: a Simplified-only character, a school form (户 for 戶) or a half-width "." or
 * "," beside Chinese, as the build refuses them in the content files (app/content/translations.ts).
 */
export function chineseMessagesProblems(root = repo): string[] {
  const simplified = simplifiedCharacters();
  return locales
    .filter((locale) => localeFacts[locale].traditionalChinese)
    .flatMap((locale) => {
      const file = `shared/i18n/messages/${locale}.json`;
      const messages = JSON.parse(readFileSync(`${root}${file}`, "utf8")) as Record<string, unknown>;
      const simplifiedProblems = Object.entries(messages).flatMap(([key, value]) => {
        const found = [...new Set(textsOf(value).flatMap(simplified))];
        return found.length > 0
          ? [
              `${file}: ${key}: holds Simplified Chinese (${found.join(" ")}): write it in Hong Kong Traditional Chinese`,
            ]
          : [];
      });
      return [...simplifiedProblems, ...messagesProblems(file, messages)];
    });
}

/** Stops `npm run build` on a problem of the Chinese messages, one line per problem. */
export function chineseMessagesChecked(): Plugin {
  return {
    name: "chinese-messages-checked",
    apply: "build",
    buildStart() {
      const problems = chineseMessagesProblems();
      if (problems.length > 0)
        this.error(
          `The messages have ${String(problems.length)} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p}`).join("\n")}`,
        );
    },
  };
}
