import { view } from "../../app/content/source";
import { expect, test } from "./support/test";
import { publicRoutes } from "./support/routes";

const notFoundPage = view("notFoundPage");

// Raw HTTP, no JavaScript: what a crawler or a visitor on a slow phone receives first.
test.describe("prerendered pages", () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== "desktop", "HTTP checks need one project only"));

  test("every route answers 200 with its own title, description, canonical URL and heading in the HTML", async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of publicRoutes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, `${path} has a title`).toBeTruthy();
      titles.add(title!);
      expect(html, `${path} has a description`).toMatch(/<meta name="description" content="[^"]{15,}"/);
      expect(html, `${path} has a canonical URL`).toContain(
        `<link rel="canonical" href="http://localhost:3000${path}"`,
      );
      expect(html, `${path} has Open Graph tags`).toContain('property="og:title"');
      expect(html, `${path} has its heading`).toMatch(/<h1[^>]*>[^<]{5,}/);
    }
    expect(titles.size, "each route has its own title").toBe(publicRoutes.length);
  });

  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    for (const path of ["/no-such-page", "/services/no-such-service", "/blogs/no-such-post"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(notFoundPage.hero.title);
    }
  });

  test("only /thank-you and the 404 page are noindex", async ({ request }) => {
    const thankYou = await (await request.get("/thank-you")).text();
    expect(thankYou).toContain('<meta name="robots" content="noindex');
    const home = await (await request.get("/")).text();
    expect(home).not.toContain('name="robots"');
  });

  test("sitemap lists every public route but /thank-you, and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of publicRoutes.filter((p) => p !== "/thank-you")) {
      expect(sitemap, path).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(sitemap).not.toContain("/thank-you");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  test("hashed assets are cached for a year and compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // Each island names its module (scripts/islands-in-pages.ts).
    const script = html.match(/data-island-src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(script!, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-encoding"]).toMatch(/br|gzip/);
  });

  test("pages carry valid JSON-LD: Organization everywhere, FAQPage, Service, BreadcrumbList and BlogPosting where they belong", async ({
    request,
  }) => {
    const typesOn = async (path: string) => {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
      return blocks.map((block) => block["@type"]);
    };
    expect(await typesOn("/")).toEqual(expect.arrayContaining(["Organization", "FAQPage"]));
    expect(await typesOn("/about-us")).toContain("Organization");
    expect(await typesOn("/services/cloud-migration")).toEqual(
      expect.arrayContaining(["Organization", "Service", "BreadcrumbList"]),
    );
    expect(await typesOn("/blogs/native-flutter-or-hybrid")).toEqual(
      expect.arrayContaining(["Organization", "BlogPosting", "BreadcrumbList"]),
    );
  });

  test("GET /healthz answers ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
