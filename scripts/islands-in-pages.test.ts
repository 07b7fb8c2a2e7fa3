import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compilePageScript, islandsInPage } from "./islands-in-pages";

// The tail of a page as React Router 8.4 prerenders it (ssr: false), shortened, with an island in it.
const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/style-5.css"/>',
  '</head><body><h1>Hello</h1><div data-island="contact-form" data-load="use"><form></form></div>',
  '<script type="application/json" data-island-data="">{"page":"/","props":{},"parts":{}}</script>',
  '<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream();</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("\n");

const islands = {
  "contact-form": { src: "/assets/islands/contact-form-1.js", imports: ["/assets/islands/react-2.js"] },
};

describe("islandsInPage", () => {
  it("leaves none of React Router's scripts or preloads, and keeps the island's data", () => {
    const html = islandsInPage(page, "start();", islands);
    expect(html).not.toMatch(/__reactRouter|modulepreload|manifest-1|entry\.client/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-5.css"/>');
    expect(html).toContain("data-island-data");
  });

  it("writes on each island its module and the modules it imports", () => {
    const html = islandsInPage(page, "start();", islands);
    expect(html).toContain(
      '<div data-island="contact-form" data-island-src="/assets/islands/contact-form-1.js" data-island-imports="/assets/islands/react-2.js" data-load="use">',
    );
  });

  it("ends the body with the page's script", () => {
    expect(islandsInPage(page, "start();", islands)).toMatch(/<script type="module">start\(\);<\/script><\/body>/);
  });

  it("fails the build for an island without a module, one on the page twice, or a script it does not know", () => {
    expect(() => islandsInPage(page, "", {}, "index.html")).toThrow(
      'index.html: island "contact-form" has no module in app/components/islands/entries',
    );
    const twice = page.replace(
      "<h1>Hello</h1>",
      '<h1>Hello</h1><div data-island="contact-form" data-load="use"></div>',
    );
    expect(() => islandsInPage(twice, "", islands, "index.html")).toThrow('island "contact-form" is on the page twice');
    const unknown = page.replace("</body>", "<script>window.__reactRouterManifest = {};</script></body>");
    expect(() => islandsInPage(unknown, "", islands, "index.html")).toThrow("React Router left a script");
  });

  it("leaves a file that is not one of React Router's pages as it is", () => {
    const plain = "<html><body><p>Plain</p></body></html>";
    expect(islandsInPage(plain, "start();", islands)).toBe(plain);
  });
});

describe("the page's script", () => {
  it("compiles to one small module, free of React", async () => {
    const code = await compilePageScript();
    expect(code).not.toMatch(/react|__reactRouter/i);
    expect(code).not.toMatch(/^\s*import\s/m);
    // It is in every page's HTML: the frame's behaviours, the early forms and the islands' loader, about 3 KB gzip.
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(3_300);
  });
});
