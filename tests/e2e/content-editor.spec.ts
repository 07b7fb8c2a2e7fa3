import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startContentDevServer, type ContentDevServer } from "./support/dev-server";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";

/**
 * The content editor (`npm run edit`: Keystatic in local mode inside the dev server, docs/content.md), driven
 * through its own interface. The dev server runs on a copy of content/ and public/ (CONTENT_ROOT), on a port of its
 * own; every request the browser makes to another machine is stopped and counted: there must be none.
 */
// E2E_PORT is the test run's knob (playwright.config.ts), not a setting of the site.
const port = Number(process.env.E2E_PORT ?? 3100) + 1002;
const origin = `http://127.0.0.1:${String(port)}`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let root = "";
let devServer: ContentDevServer | undefined;
const outside: string[] = [];

test.beforeAll(async ({ browserName }, testInfo) => {
  // One screen is enough: this is about the editor and the dev server, and it takes one port.
  if (testInfo.project.name !== "desktop" || browserName !== "chromium") return;
  test.setTimeout(180_000);
  devServer = await startContentDevServer({
    port,
    name: "content-editor",
    readyPath: "/keystatic",
    env: { CONTENT_EDITOR: "1" },
  });
  root = devServer.root;
});

test.beforeEach(async ({ context }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  await context.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:" && url.protocol !== "blob:",
    async (route) => {
      outside.push(route.request().url());
      await route.abort();
    },
  );
});

test.afterEach(() => {
  expect(outside, "requests that left this machine").toEqual([]);
});

test.afterAll(() => {
  devServer?.stop();
});

const read = (file: string) => readFileSync(join(root, file), "utf8");
/** A YAML file's data; undefined while the editor is halfway through writing it. */
const data = <T>(file: string) => (parse(read(file)) ?? undefined) as T | undefined;

/** Opens a page of the editor; the first one waits for Vite to prepare the editor's modules. */
async function openEditor(page: Page, path: string, ready: Locator) {
  await page.goto(`${origin}/keystatic${path}`, { timeout: 120_000 });
  await expect(ready).toBeVisible({ timeout: 90_000 });
}

test("an FAQ answer changed in the editor is written to its file and shows on the site", async ({ page }) => {
  const faqs = parse(read("content/en/faqs.yaml")) as { items: { question: string; answer: string[] }[] };
  const first = faqs.items[0]!;
  const answer = "A simple website takes two to four weeks, from the first workshop to launch day.";

  await openEditor(page, "/singleton/faqs", page.getByText(first.question, { exact: true }).first());
  await page.getByText(first.question, { exact: true }).first().click();
  await page.getByRole("dialog").getByText(first.answer[0]!, { exact: true }).click();
  // The bullet opens in a dialog over the question's.
  await expect(page.getByRole("dialog")).toHaveCount(2);
  const bullet = page.getByRole("dialog").last();
  await bullet.getByRole("textbox", { name: "Answer" }).fill(answer);
  await bullet.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();

  await expect
    .poll(() => data<typeof faqs>("content/en/faqs.yaml")?.items[0]?.answer[0], { timeout: 30_000 })
    .toBe(answer);
  // Only the changed answer changed: the rest of the file keeps its bytes.
  expect((parse(read("content/en/faqs.yaml")) as typeof faqs).items.slice(1)).toEqual(faqs.items.slice(1));

  await page.goto(`${origin}/`, { timeout: 120_000 });
  const question = page.locator("details", { has: page.getByText(first.question, { exact: true }) });
  await expect(question).toContainText(answer, { timeout: 60_000 });
});

test("a blog post added in the editor, with an uploaded cover, is listed on the blog", async ({ page }) => {
  const title = "Five questions to ask before you hire an agency";
  const cover = await sharp({ create: { width: 1280, height: 800, channels: 3, background: "#1f4e79" } })
    .png()
    .toBuffer();

  await openEditor(page, "/collection/blog/create", page.getByRole("textbox", { name: "Title", exact: true }));
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByRole("textbox", { name: "Address (file name)" })).toHaveValue(
    "five-questions-to-ask-before-you-hire-an-agency",
  );
  await page.getByRole("textbox", { name: "Date" }).fill("2026-11-24");
  await page
    .getByRole("textbox", { name: "Summary" })
    .fill("What to ask an agency before you sign, from the people who answer these questions every week.");
  await page.getByRole("textbox", { name: "Author" }).fill("Daniel Cheung");
  await page
    .getByLabel("Cover", { exact: true })
    .setInputFiles({ name: "Agency Questions.png", mimeType: "image/png", buffer: cover });
  await page.getByRole("textbox", { name: "Cover description (alt text)" }).fill("A navy rectangle");
  await page
    .getByRole("textbox", { name: "Text", exact: true })
    .fill("Hiring an agency is a big decision.\n\n## Who will do the work?\n\nAsk to meet them.\n");
  await page.getByRole("button", { name: "Create" }).click();

  const file = "content/en/blog/five-questions-to-ask-before-you-hire-an-agency.md";
  await expect.poll(() => existsSync(join(root, file)), { timeout: 30_000 }).toBe(true);
  const written = read(file);
  expect(written).toMatch(/^---\ntitle: Five questions to ask before you hire an agency\ndate: 2026-11-24\n/);
  const frontMatter = parse(written.split("---\n")[1]!) as Record<string, string>;
  expect(frontMatter.cover).toBe("/images/blog/five-questions-to-ask-before-you-hire-an-agency/agency-questions.png");
  expect(
    written.endsWith("---\nHiring an agency is a big decision.\n\n## Who will do the work?\n\nAsk to meet them.\n"),
  ).toBe(true);
  // One save writes the post, then its picture (Keystatic's local API writes its files one after another).
  const picture = join(root, "public/images/blog/five-questions-to-ask-before-you-hire-an-agency/agency-questions.png");
  await expect.poll(() => existsSync(picture), { timeout: 30_000 }).toBe(true);

  await page.goto(`${origin}/blogs`, { timeout: 120_000 });
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible({ timeout: 60_000 });
});

test("a service description changed in the editor shows on the service's page", async ({ page }) => {
  const service = parse(read("content/en/services/web-development.yaml")) as { title: string; description: string[] };
  const description = "We build websites that stay fast and easy to change long after launch day.";

  await openEditor(
    page,
    "/collection/services/item/web-development",
    page.getByText(service.description[0]!, { exact: true }),
  );
  await page.getByText(service.description[0]!, { exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Description" }).fill(description);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();

  await expect
    .poll(() => data<typeof service>("content/en/services/web-development.yaml")?.description[0], { timeout: 30_000 })
    .toBe(description);
  await page.goto(`${origin}/services/web-development`, { timeout: 120_000 });
  await expect(page.getByText(description)).toBeVisible({ timeout: 60_000 });
});

test("the production server answers 404 on the editor's paths", async ({ request }) => {
  // The server the global set-up started on the build, without the editor's GitHub-mode settings.
  for (const path of [
    "/keystatic",
    "/keystatic/collection/blog",
    "/keystatic/assets/editor.js",
    "/api/keystatic/tree",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
