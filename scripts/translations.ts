/**
 * `npm run translations`: which translations are behind their English (app/content/translation-record.ts).
 *
 *   npm run translations                          lists each translation whose English changed since, and the fields
 *   npm run translations -- --check               the same, and exits 1 when there is one (`npm test` runs it)
 *   npm run translations -- --mark <file>...      records those translations as translating their English of today
 *   npm run translations -- --mark-all            records every translation so (idempotent)
 */
import { markTranslations, staleTranslations, type StaleTranslation } from "../app/content/translation-record";

export function describeStale(stale: StaleTranslation): string {
  if (stale.unmarked)
    return `${stale.twin}: has no record of which English it translates: compare it with ${stale.original}, then mark it`;
  return `${stale.twin}: ${stale.original} has changed since it was translated: ${stale.fields.join(", ")}`;
}

function main(args: string[]): number {
  if (args[0] === "--mark" || args[0] === "--mark-all") {
    const files = args[0] === "--mark" ? args.slice(1) : undefined;
    if (files?.length === 0) {
      console.error("--mark needs the translated files, e.g. npm run translations -- --mark content/zh-hk/faqs.yaml");
      return 2;
    }
    const changed = markTranslations(undefined, files);
    console.log(
      changed.length === 0
        ? "The record already says so: nothing changed."
        : `Marked as translating their English of today:\n${changed.map((file) => `  ${file}`).join("\n")}`,
    );
    return 0;
  }
  if (args.length > 0 && !(args.length === 1 && args[0] === "--check")) {
    console.error("usage: npm run translations [-- --check | --mark <file>... | --mark-all]");
    return 2;
  }
  const stale = staleTranslations();
  if (stale.length === 0) {
    console.log("Every translation is up to date with its English.");
    return 0;
  }
  console.log(
    `${String(stale.length)} translation(s) behind their English:\n${stale.map((each) => `  ${describeStale(each)}`).join("\n")}\n` +
      'Bring each up to date, then: npm run translations -- --mark <file> (docs/content.md, "Translating").',
  );
  return args[0] === "--check" ? 1 : 0;
}

if (process.argv[1]?.endsWith("translations.ts")) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
