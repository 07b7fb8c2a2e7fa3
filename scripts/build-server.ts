/**
 * The last step of `npm run build` (tsx scripts/build-server.ts): bundles the server (server/main.ts) with esbuild
 * into build/server/main.mjs, the production artefact, beside the prerendered site in build/client:
 *
 *   node build/server/main.mjs
 *
 * The bundle carries its dependencies (Fastify, nodemailer, BullMQ, React for the form pages, ...), so it runs with
 * `node` alone: no node_modules, no tsx, no TypeScript. A package that cannot be bundled (one that loads files of its
 * own at run time, such as a WebAssembly build) is named in EXTERNAL and copied, with what it depends on, into
 * build/server/node_modules, so build/ stays the whole artefact. Also writes build/server/healthcheck.mjs (the
 * container's HEALTHCHECK), build/server/mail.mjs (`npm run mail` where there is no npm) and build/server/meta.json
 * (what went in, for docs/deploy.md's numbers).
 * Decision 011 says why.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type BuildOptions } from "esbuild";
import { contentForEsbuild } from "./content-plugin";

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = join(root, "build", "server");

/**
 * Packages left out of the bundle and copied as they are. Optional native accelerators that their users load
 * inside a try (msgpackr-extract for BullMQ's msgpackr) are left out and not copied: their pure JavaScript
 * fallback runs instead.
 */
export const EXTERNAL: string[] = [
  // PGlite (the embedded measurement database) loads its WebAssembly and data files from beside its own module.
  "@electric-sql/pglite",
];
// pg-native: node-postgres's optional libpq binding, which it loads only when asked to (never here).
const OPTIONAL_NATIVE = ["msgpackr-extract", "pg-native"];

interface LockEntry {
  version?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The folders (relative to the project) of the packages `names` need at run time, found the way Node finds them:
 * each dependency in the nearest node_modules up from its dependent, as package-lock.json records the tree.
 */
export function runtimeClosure(lock: { packages: Record<string, LockEntry> }, names: string[]): string[] {
  const found = new Set<string>();
  const locate = (name: string, from: string): string | undefined => {
    for (let base = from; ;) {
      const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!base) return undefined;
      const parent = base.lastIndexOf("/node_modules/");
      base = parent === -1 ? "" : base.slice(0, parent);
    }
  };
  const visit = (name: string, from: string, optional: boolean) => {
    const path = locate(name, from);
    if (!path) {
      if (optional) return;
      throw new Error(`build-server: ${name} (needed by ${from || "the server"}) is not in package-lock.json`);
    }
    if (found.has(path)) return;
    found.add(path);
    const entry = lock.packages[path]!;
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(dependency, path, false);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) visit(dependency, path, true);
  };
  for (const name of names) visit(name, "", false);
  return [...found].sort();
}

export const serverBuildOptions: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  // The oldest Node the project supports (package.json engines); the image runs Node 24.
  target: "node20.19",
  splitting: true,
  outExtension: { ".js": ".mjs" },
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  jsx: "automatic",
  // Smaller and faster to load, but with the names kept readable in a stack trace.
  minifySyntax: true,
  minifyWhitespace: true,
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "linked",
  external: [...EXTERNAL, ...OPTIONAL_NATIVE],
  // React picks its production build by process.env.NODE_ENV; the server's own settings come from its env object.
  define: {
    "process.env.NODE_ENV": '"production"',
    SERVER_BUNDLE: "true",
    // The dashboard's stylesheet goes into the bundle (server/admin/stylesheet.ts).
    ADMIN_STYLESHEET: JSON.stringify(readFileSync(join(root, "server/admin/admin.css"), "utf8")),
  },
  // The CommonJS dependencies in an ES module bundle still find require, __filename and __dirname.
  banner: {
    js: [
      'import { createRequire as __bundleRequire } from "node:module";',
      'import { fileURLToPath as __bundleFileUrl } from "node:url";',
      'import { dirname as __bundleDirname } from "node:path";',
      "const require = __bundleRequire(import.meta.url);",
      "const __filename = __bundleFileUrl(import.meta.url);",
      "const __dirname = __bundleDirname(__filename);",
    ].join(" "),
  },
  logLevel: "warning",
  metafile: true,
  // The content (content/en) goes into the bundle: build/ is the whole artefact.
  plugins: [contentForEsbuild()],
};

/** Files of a copied package that only a developer's tools read. */
const DEVELOPER_ONLY = /\.d\.[cm]?ts$|\.map$/;

async function main() {
  if (!existsSync(join(root, "build", "client", "index.html"))) {
    console.error("build-server: no build/client: run react-router build first");
    process.exit(1);
  }
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    ...serverBuildOptions,
    entryPoints: {
      main: join(root, "server/main.ts"),
      healthcheck: join(root, "server/healthcheck.ts"),
      // The operator's `npm run mail`, where there is no npm: node build/server/mail.mjs status | retry
      mail: join(root, "server/delivery/mail-command.ts"),
      // The embedded database's thread (server/measurement/store.ts starts it from this file beside main.mjs).
      "pglite-worker": join(root, "server/measurement/pglite-worker.mjs"),
    },
    outdir,
    absWorkingDir: root,
  });

  const metafile = result.metafile!;
  // The packages of EXTERNAL the bundle imports (an entry the server does not use, or no longer uses, is not copied).
  const packageOf = (specifier: string) =>
    specifier
      .split("/")
      .slice(0, specifier.startsWith("@") ? 2 : 1)
      .join("/");
  const imported = new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => packageOf(entry.path)),
    ),
  );
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const copied = runtimeClosure(
    lock,
    EXTERNAL.filter((name) => imported.has(name)),
  );
  for (const path of copied) {
    const target = join(outdir, path);
    mkdirSync(dirname(target), { recursive: true });
    // What runs, not what a compiler reads: type declarations and source maps stay behind.
    cpSync(join(root, path), target, {
      recursive: true,
      dereference: true,
      filter: (source) => !DEVELOPER_ONLY.test(source),
    });
  }
  // The bundle is an ES module wherever it is copied; a package.json here also stops Node from looking further up.
  writeFileSync(join(outdir, "package.json"), `${JSON.stringify({ type: "module", private: true }, null, 2)}\n`);

  const bytes = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith(".mjs"))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  const packages = new Set(
    Object.keys(metafile.inputs)
      .map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  writeFileSync(
    join(outdir, "meta.json"),
    `${JSON.stringify({ bundledPackages: [...packages].sort(), external: EXTERNAL, copied, javascriptBytes: bytes }, null, 2)}\n`,
  );
  console.log(
    `build-server: build/server/main.mjs and its chunks, ${(bytes / 1024 / 1024).toFixed(1)} MiB of JavaScript, ${packages.size} packages bundled` +
      (copied.length ? `, ${copied.length} copied to build/server/node_modules` : ""),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
