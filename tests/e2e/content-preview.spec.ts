import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startContentDevServer, type ContentDevServer } from "./support/dev-server";
import { expect, test } from "./support/test";
import { parse } from "yaml";
import { formatYaml, rewrite } from "../../app/content/file-format";

/**
 * The dev server is the preview of the content (docs/content.md): a saved content file shows on the open page within
 * seconds, with no reload by hand. The dev server runs on a copy of content/ and public/ (CONTENT_ROOT), so the
 * repository's files are never touched, and on a port of its own. A page is opened once its script has run
 * (./support/test.ts): Vite's client, which hears the dev server's reload, runs with it.
 */
// E2E_PORT is the test run's knob (playwright.config.ts), not a setting of the site.
const port = Number(process.env.E2E_PORT ?? 3100) + 1000;
const origin = `http://127.0.0.1:${String(port)}`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let root = "";
let devServer: ContentDevServer | undefined;

test.beforeAll(async ({ browserName }, testInfo) => {
  // One screen is enough: this is about the dev server, and it takes one port.
  if (testInfo.project.name !== "desktop" || browserName !== "chromium") return;
  test.setTimeout(180_000);
  devServer = await startContentDevServer({ port, name: "content-preview", readyPath: "/" });
  root = devServer.root;
});

test.afterAll(() => {
  devServer?.stop();
});

/** Rewrites a content file of the copy, as an editor's save would. */
function save(file: string, change: (text: string) => string) {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

test("a changed FAQ answer shows on the open page without a reload by hand", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  const faqs = parse(readFileSync(join(root, "content/en/faqs.yaml"), "utf8")) as {
    items: { question: string; answer: string[] }[];
  };
  const first = faqs.items[0]!;
  await page.goto(`${origin}/`, { timeout: 120_000 });
  const question = page.locator("details", { has: page.getByText(first.question, { exact: true }) });
  await expect(question).toContainText(first.answer[0]!, { timeout: 60_000 });
  // Vite may reload a fresh dev server's page once by itself, after optimising the dependencies it found on it:
  // the mark is set again on the page that is left, then the page must still show the old answer.
  await expect(async () => {
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  }).toPass({ timeout: 30_000 });
  await expect(question).toContainText(first.answer[0]!);

  const answer = "A simple website takes two to four weeks, from the first workshop to launch day.";
  save("content/en/faqs.yaml", (text) => {
    const data = parse(text) as typeof faqs;
    data.items[0]!.answer[0] = answer;
    return rewrite("content/en/faqs.yaml", formatYaml(data));
  });

  await expect(question).toContainText(answer, { timeout: 30_000 });
  // The page reloaded by itself: the mark set on the old page is gone.
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
});

test("a changed service description shows on its page, and a new blog post in the list", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  await page.goto(`${origin}/services/web-development`, { timeout: 120_000 });
  const description = "We build websites that stay fast and easy to change long after launch day.";
  save("content/en/services/web-development.yaml", (text) => {
    const data = parse(text) as { description: string[] };
    data.description[0] = description;
    return rewrite("content/en/services/web-development.yaml", formatYaml(data));
  });
  await expect(page.getByText(description)).toBeVisible({ timeout: 30_000 });

  const post = readFileSync(join(root, "content/en/blog/native-flutter-or-hybrid.md"), "utf8")
    .replace(/^title: .*$/m, "title: Our newest post, written in the preview")
    .replace(/^date: .*$/m, "date: 2026-11-24");
  await page.goto(`${origin}/blogs`, { timeout: 120_000 });
  writeFileSync(join(root, "content/en/blog/written-in-the-preview.md"), post);
  await expect(page.getByRole("link", { name: /Our newest post, written in the preview/ })).toBeVisible({
    timeout: 30_000,
  });
});
