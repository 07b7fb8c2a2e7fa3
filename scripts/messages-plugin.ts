import { paraglideVitePlugin } from "@inlang/paraglide-js";

/**
 * Compiles the words in code (shared/i18n/messages/<locale>.json) into shared/i18n/paraglide before a build, a test
 * run or the dev server starts, and again whenever a message file changes in `npm run dev`. The same command is
 * `npm run messages`, which `npm install` runs too (the `prepare` script), so the server and the type checks find
 * the compiled messages on a fresh clone.
 */
export function messagesCompiler() {
  return paraglideVitePlugin({
    project: "./shared/i18n/project.inlang",
    outdir: "./shared/i18n/paraglide",
    strategy: ["baseLocale"],
    // One module per message in every mode: shared/i18n/messages.ts reads them all from messages/_index.js.
    outputStructure: "message-modules",
  });
}
