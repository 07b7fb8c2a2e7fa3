#!/usr/bin/env node
/**
 * Adds to package-lock.json the optional platform packages `npm install` left out, so that `npm ci` accepts it.
 *
 * Packages with native code (Tailwind's oxide, Rollup, msgpackr-extract, ...) name one optional dependency per
 * platform. When the registry an `npm install` runs against cannot serve some of them (a mirror that holds only the
 * builds for its own platform answers 404), npm leaves them out of the lock file; `npm ci` then finds the lock file
 * out of step with the packages it lists and stops with "Missing: <name>@ from lock file". An entry naming the
 * version the parent asks for, flagged optional (and dev when only dev dependencies lead to it), is enough: `npm ci`
 * then installs what this platform needs and skips the others, as it does with a lock file written where every
 * platform package was available.
 *
 *   node scripts/complete-lock.mjs           adds the missing entries (run it after every `npm install`)
 *   node scripts/complete-lock.mjs --check   lists them and exits 1 when there are any, changing nothing
 *
 * Plain Node, no dependencies: it has to run before anything is installed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** Lock-file keys are sorted as npm sorts them, so a later `npm install` does not reorder the file. */
const byLocation = new Intl.Collator("en").compare;

/** Where Node's resolution finds `name` from the package at `location`: its own node_modules, then each ancestor's. */
function resolveFrom(packages, location, name) {
  let base = location;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

/**
 * The lock entries an `npm ci` will miss: one per optional dependency that some package names and that no entry
 * resolves, with where npm would place it. Throws when a parent asks for a range rather than an exact version: only
 * the registry could say which version that is.
 */
export function missingOptionalEntries(lock) {
  const packages = lock.packages ?? {};
  /** @type {Map<string, { name: string, version: string, dev: boolean, requiredBy: string[] }>} */
  const missing = new Map();
  for (const [location, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolveFrom(packages, location, name)) continue;
      if (!EXACT_VERSION.test(spec)) {
        throw new Error(
          `${location || "the root package"} asks for ${name}@${spec}: not an exact version, so the lock entry cannot be written without the registry`,
        );
      }
      const hoisted = `node_modules/${name}`;
      const taken = missing.get(hoisted);
      // npm hoists to the top unless another version already sits there; then the package goes beside its parent.
      const path = !taken || taken.version === spec ? hoisted : `${location}/node_modules/${name}`;
      const dev = Boolean(entry.dev);
      const known = missing.get(path);
      if (known) {
        known.dev &&= dev;
        known.requiredBy.push(location);
      } else {
        missing.set(path, { name, version: spec, dev, requiredBy: [location] });
      }
    }
  }
  return [...missing].map(([path, found]) => ({ path, ...found }));
}

/** A copy of the lock with the missing optional entries added in npm's order. */
export function completeLock(lock) {
  const added = missingOptionalEntries(lock);
  const packages = { ...lock.packages };
  for (const { path, version, dev } of added)
    packages[path] = dev ? { version, dev: true, optional: true } : { version, optional: true };
  const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => byLocation(a, b)));
  return { lock: { ...lock, packages: sorted }, added };
}

function main() {
  const file = resolve(fileURLToPath(new URL("..", import.meta.url)), "package-lock.json");
  const lock = JSON.parse(readFileSync(file, "utf8"));
  if (process.argv.includes("--check")) {
    const missing = missingOptionalEntries(lock);
    if (!missing.length) return console.log("package-lock.json lists every optional platform package.");
    console.error(`package-lock.json misses ${missing.length} optional packages (run node scripts/complete-lock.mjs):`);
    for (const { path, version } of missing) console.error(`  ${path}@${version}`);
    process.exitCode = 1;
    return;
  }
  const { lock: completed, added } = completeLock(lock);
  if (!added.length) return console.log("package-lock.json already lists every optional platform package.");
  writeFileSync(file, `${JSON.stringify(completed, null, 2)}\n`);
  console.log(
    `package-lock.json: added ${added.length} optional platform packages (${added.map((a) => a.name).join(", ")})`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
