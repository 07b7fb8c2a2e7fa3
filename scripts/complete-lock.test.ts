import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { completeLock, missingOptionalEntries } from "./complete-lock.mjs";

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const readJson = (name: string) => JSON.parse(readFileSync(join(projectRoot, name), "utf8"));

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

describe("the committed package-lock.json", () => {
  it("lists every optional platform package an entry names, so that npm ci accepts it", () => {
    // An `npm install` against a registry without the other platforms' builds drops them; run
    // `node scripts/complete-lock.mjs` after it.
    expect(
      missingOptionalEntries(readJson("package-lock.json")).map((entry) => `${entry.path}@${entry.version}`),
    ).toEqual([]);
  });

  it("depends on no registry tag that package.json does not pin with an override", () => {
    // A dependency on "latest" is checked against the registry's tag of the day: `npm ci` fails as soon as a newer
    // version is published, unless an override pins it.
    const { overrides = {} } = readJson("package.json") as { overrides?: Record<string, unknown> };
    const unpinned: string[] = [];
    for (const [location, entry] of Object.entries(
      readJson("package-lock.json").packages as Record<string, Record<string, unknown>>,
    )) {
      for (const field of ["dependencies", "optionalDependencies"]) {
        for (const [name, spec] of Object.entries((entry[field] ?? {}) as Record<string, string>)) {
          const isTag = /^[A-Za-z][\w.-]*$/.test(spec);
          const pin = overrides[name];
          if (isTag && !(typeof pin === "string" && EXACT_VERSION.test(pin)))
            unpinned.push(`${location} -> ${name}@${spec}`);
        }
      }
    }
    expect(unpinned).toEqual([]);
  });
});

describe("completeLock", () => {
  const lock = (packages: Record<string, object>) => ({
    name: "site",
    lockfileVersion: 3,
    requires: true,
    packages: { "": { name: "site" }, ...packages },
  });

  it("adds the missing platform packages, flagged dev when only dev dependencies lead to them, in npm's order", () => {
    const { lock: completed, added } = completeLock(
      lock({
        "node_modules/@tailwindcss/oxide": {
          version: "4.3.5",
          dev: true,
          optionalDependencies: {
            "@tailwindcss/oxide-linux-x64-gnu": "4.3.5",
            "@tailwindcss/oxide-darwin-arm64": "4.3.5",
          },
        },
        "node_modules/@tailwindcss/oxide-linux-x64-gnu": { version: "4.3.5", dev: true, optional: true },
        "node_modules/msgpackr-extract": {
          version: "3.0.7",
          optional: true,
          optionalDependencies: { "@msgpackr-extract/msgpackr-extract-win32-x64": "3.0.7" },
        },
      }),
    );
    expect(added.map((entry) => entry.name)).toEqual([
      "@tailwindcss/oxide-darwin-arm64",
      "@msgpackr-extract/msgpackr-extract-win32-x64",
    ]);
    expect(completed.packages["node_modules/@tailwindcss/oxide-darwin-arm64"]).toEqual({
      version: "4.3.5",
      dev: true,
      optional: true,
    });
    expect(completed.packages["node_modules/@msgpackr-extract/msgpackr-extract-win32-x64"]).toEqual({
      version: "3.0.7",
      optional: true,
    });
    expect(Object.keys(completed.packages)).toEqual([
      "",
      "node_modules/@msgpackr-extract/msgpackr-extract-win32-x64",
      "node_modules/@tailwindcss/oxide",
      "node_modules/@tailwindcss/oxide-darwin-arm64",
      "node_modules/@tailwindcss/oxide-linux-x64-gnu",
      "node_modules/msgpackr-extract",
    ]);
    expect(missingOptionalEntries(completed)).toEqual([]);
  });

  it("is not dev when a production package needs it too", () => {
    const { added } = completeLock(
      lock({
        "node_modules/a": { version: "1.0.0", dev: true, optionalDependencies: { "bin-darwin": "2.0.0" } },
        "node_modules/b": { version: "1.0.0", optionalDependencies: { "bin-darwin": "2.0.0" } },
      }),
    );
    expect(added).toEqual([
      {
        path: "node_modules/bin-darwin",
        name: "bin-darwin",
        version: "2.0.0",
        dev: false,
        requiredBy: ["node_modules/a", "node_modules/b"],
      },
    ]);
  });

  it("finds a package where Node would (beside its parent or in any folder above), and nests a second version", () => {
    const { added } = completeLock(
      lock({
        "node_modules/bin-darwin": { version: "1.0.0", optional: true },
        "node_modules/a": { version: "1.0.0", optionalDependencies: { "bin-darwin": "1.0.0" } },
        "node_modules/a/node_modules/c": { version: "1.0.0", optionalDependencies: { "bin-darwin": "1.0.0" } },
        "node_modules/b": { version: "1.0.0", optionalDependencies: { "bin-win32": "1.0.0" } },
        "node_modules/d": { version: "1.0.0", optionalDependencies: { "bin-win32": "2.0.0" } },
      }),
    );
    expect(added.map((entry) => `${entry.path}@${entry.version}`)).toEqual([
      "node_modules/bin-win32@1.0.0",
      "node_modules/d/node_modules/bin-win32@2.0.0",
    ]);
  });

  it("refuses a range, whose version only the registry could tell", () => {
    expect(() =>
      completeLock(lock({ "node_modules/a": { version: "1.0.0", optionalDependencies: { "bin-darwin": "^1.0.0" } } })),
    ).toThrow(/bin-darwin@\^1\.0\.0/);
  });
});
