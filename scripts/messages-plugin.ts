import { paraglideVitePlugin } from "@inlang/paraglide-js";
import type { Plugin } from "vite";
import { assertMessages, MESSAGES_PROJECT } from "./messages-check";

/**
 * Compiles the words in code (shared/i18n/messages/<locale>.json) into shared/i18n/paraglide before a build, a test
 * run or the dev server starts, and again whenever a message file changes in `npm run dev`. The same command is
 * `npm run messages`, which `npm install` runs too (the `prepare` script), so the server and the type checks find
 * the compiled messages on a fresh clone. Both first check the messages (./messages-check.ts): a message missing
 * from a translation, or left in English there, stops them naming the file and the key.
 */
export function messagesCompiler(root = process.cwd()) {
  const check: Plugin = {
    name: "messages-check",
    buildStart() {
      assertMessages(MESSAGES_PROJECT, root);
    },
  };
  return [
    check,
    paraglideVitePlugin({
      project: `./${MESSAGES_PROJECT}`,
      outdir: "./shared/i18n/paraglide",
      strategy: ["baseLocale"],
      // One module per message in every mode: shared/i18n/messages.ts reads them all from messages/_index.js.
      outputStructure: "message-modules",
    }),
  ];
}
