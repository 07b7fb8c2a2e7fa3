// How ESLint's import rules find a module of this project: a relative path (the one import style, eslint.config.js),
// with the extensions TypeScript leaves out. The boundary rules
// need the file an import points to; packages are not followed (they answer "not found", and count as external).
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve as resolvePath } from "node:path";

const candidates = (base) => [
  base,
  ...[".ts", ".tsx", ".mjs", ".js"].flatMap((ext) => [base + ext, join(base, `index${ext}`)]),
];
const isFile = (path) => existsSync(path) && statSync(path).isFile();

export const interfaceVersion = 2;

export function resolve(source, file) {
  const base = source.startsWith(".") ? resolvePath(dirname(file), source) : null;
  const found = base === null ? undefined : candidates(base).find(isFile);
  return found === undefined ? { found: false } : { found: true, path: found };
}
