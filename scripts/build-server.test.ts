import { describe, expect, it } from "vitest";
import { runtimeClosure } from "./build-server";

describe("the packages copied beside the server bundle", () => {
  it("are each external package with what it depends on, found as Node finds them, optional ones only when present", () => {
    const lock = {
      packages: {
        "": {},
        "node_modules/wasm-db": { dependencies: { helper: "^2" }, optionalDependencies: { "native-extra": "1" } },
        "node_modules/wasm-db/node_modules/helper": { dependencies: { shared: "^1" } },
        "node_modules/helper": { version: "1.0.0" },
        "node_modules/shared": {},
        "node_modules/unrelated": { dev: true },
      },
    };
    expect(runtimeClosure(lock, ["wasm-db"])).toEqual([
      "node_modules/shared",
      "node_modules/wasm-db",
      "node_modules/wasm-db/node_modules/helper",
    ]);
    expect(runtimeClosure(lock, [])).toEqual([]);
    expect(() => runtimeClosure(lock, ["missing"])).toThrow(/missing .* is not in package-lock.json/);
  });
});
