/**
 * `npm run content:format`: writes every file under content/ in the canonical form (app/content/file-format.ts), the form
 * the editor saves in. Run it after adding or hand-editing content files; it prints the files it changed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { rewrite } from "../app/content/file-format";
import { contentRoot } from "../app/content/load-content";

const root = contentRoot();
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
let changed = 0;
for (const path of walk(join(root, "content")).sort()) {
  if (!/\.(ya?ml|md)$/.test(path)) continue;
  const file = relative(root, path).split("\\").join("/");
  const source = readFileSync(path, "utf8");
  const formatted = rewrite(file, source);
  if (formatted === source) continue;
  writeFileSync(path, formatted);
  changed += 1;
  console.log(`formatted ${file}`);
}
console.log(
  changed
    ? `${String(changed)} file(s) rewritten in the editor's form.`
    : "Every content file is already in the editor's form.",
);
