import { describe, expect, it } from "vitest";
import { PLAN_ELEMENT_ID } from "../app/bootstrap/hydrate-after-paint";
import { compileBootstrap, deferHydration } from "./defer-hydration";

// The tail of a page as React Router 7.18 prerenders it (ssr: false), shortened.
const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/>',
  "</head><body><h1>Hello</h1>",
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("\n");

const code = "start();";

function planOf(html: string) {
  const json = new RegExp(`<script type="application/json" id="${PLAN_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(json!);
}

describe("deferHydration", () => {
  it("replaces the bootstrap with the compiled module and its imports as data, and drops the preload links", () => {
    const html = deferHydration(page, code);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain(`<script type="module">${code}</script>`);
    expect(planOf(html)).toEqual({
      preloads: ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js", "/assets/home-4.js"],
      effects: ["/assets/manifest-1.js"],
      routes: { root: "/assets/root-3.js", "routes/home": "/assets/home-4.js" },
      entry: "/assets/entry.client-2.js",
    });
  });

  it("writes the plan so that no value in it can close its script element", () => {
    const html = deferHydration(page.replace('"routes/home":route1', '"routes/<home>":route1'), code);
    expect(html).not.toContain("routes/<home>");
    expect(html).toContain("routes/\\u003chome>");
    expect(planOf(html).routes["routes/<home>"]).toBe("/assets/home-4.js");
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    const html = "<html><body><script>console.log(1)</script></body></html>";
    expect(deferHydration(html, code)).toBe(html);
  });

  it("fails the build when the bootstrap has a shape it does not know", () => {
    const changed = page.replace(
      'import * as route1 from "/assets/home-4.js";',
      'import { x } from "/assets/home-4.js";',
    );
    expect(() => deferHydration(changed, code, "index.html")).toThrow(/index.html: unexpected statement/);
    const noModules = page.replace("window.__reactRouterRouteModules", "window.__somethingElse");
    expect(() => deferHydration(noModules, code, "index.html")).toThrow(/index.html: unexpected statement/);
    const noEntry = page.replace('import("/assets/entry.client-2.js");', "");
    expect(() => deferHydration(noEntry, code, "index.html")).toThrow(/no longer has the shape/);
  });
});

describe("compileBootstrap", () => {
  it(
    "compiles app/bootstrap into one module that starts itself and imports nothing statically",
    { timeout: 20_000 },
    async () => {
      const compiled = await compileBootstrap();
      expect(compiled).not.toMatch(/^\s*import\s|^\s*export\s/m);
      expect(compiled).toContain(PLAN_ELEMENT_ID);
      expect(compiled).toContain("__reactRouterRouteModules");
      // Inlined in every page: the hydration plan's runner and the early forms' hold (about 1.2 KB gzip together).
      expect(compiled.length).toBeLessThan(3000);
    },
  );
});
