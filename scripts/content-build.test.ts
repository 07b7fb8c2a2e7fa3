import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatYaml } from "../app/content/file-format";
import { splitFrontMatter } from "../app/content/load-content";

/**
 * The prerendered pages show what the content files say. One build from a copy of content/ (and public/) in which:
 * - one service's title, summary and description were changed: the new words show on its page, in the services
 *   list and in every page's footer;
 * - a service was added as docs/content.md's recipe says (its file and its picture, nothing else): it gets its
 *   page, its card, its footer link, its place in the contact form and the sitemap, and the home heading counts it;
 * - a blog post was added as the recipe says: it gets its page, its place in the blog list, the feed and the sitemap;
 * - the home page's title for search results and its headline (pages/home.yaml), and a footer heading shared by every
 *   page (site.yaml), were changed: the new words show in the page's <title>, its share title, its h1 and every footer.
 * And a copy with a broken file stops the build with the file and the field named.
 */
const repo = fileURLToPath(new URL("../", import.meta.url));
const run = promisify(execFile);
const reactRouter = join(repo, "node_modules/.bin/react-router");

function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), "content-build-"));
  cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
  cpSync(join(repo, "public"), join(root, "public"), { recursive: true });
  // The prerender imports the server build, which finds its packages from where it lies.
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"));
  return root;
}

/** Changes a content file's fields and writes it back in the canonical form (long texts span several lines). */
function editData(file: string, change: (data: Record<string, unknown>) => void) {
  const source = readFileSync(file, "utf8");
  const { yaml, body } = splitFrontMatter(source);
  const data = parse(yaml ?? source) as Record<string, unknown>;
  change(data);
  writeFileSync(file, yaml === undefined ? formatYaml(data) : `---\n${formatYaml(data)}---\n${body}`);
}

const build = (root: string) =>
  run(reactRouter, ["build"], {
    cwd: repo,
    env: { ...process.env, CONTENT_ROOT: root, BUILD_DIR: join(root, "build") },
    maxBuffer: 64 * 1024 * 1024,
  });

describe("a build from the content files", { timeout: 300_000 }, () => {
  let root: string;
  const page = (path: string) => readFileSync(join(root, "build/client", path, "index.html"), "utf8");

  beforeAll(async () => {
    root = copyOfContent();
    editData(join(root, "content/en/services/cloud-migration.yaml"), (data) => {
      data.title = "Cloud Moves";
      data.summary = "Moves to the cloud, planned with a rollback for every step.";
      (data.description as string[])[0] = "We move your systems one at a time, each with a tested way back.";
    });
    // Recipe "Adding a service": its file, named after its address, and its picture.
    cpSync(
      join(root, "content/en/services/data-science.yaml"),
      join(root, "content/en/services/data-engineering.yaml"),
    );
    editData(join(root, "content/en/services/data-engineering.yaml"), (data) => {
      data.order = 13;
      data.title = "Data Engineering";
      data.summary = "Pipelines that bring every source of your data into one place, tested and on time.";
      (data.image as { src: string }).src = "/images/services/data-engineering.svg";
    });
    cpSync(
      join(root, "public/images/services/data-science.svg"),
      join(root, "public/images/services/data-engineering.svg"),
    );
    // Every language has the service: its Chinese twin, with the same non-text fields.
    cpSync(
      join(root, "content/zh-hk/services/data-science.yaml"),
      join(root, "content/zh-hk/services/data-engineering.yaml"),
    );
    editData(join(root, "content/zh-hk/services/data-engineering.yaml"), (data) => {
      data.order = 13;
      data.title = "數據工程";
      data.summary = "把您每一個數據來源接入同一處的數據管道，經過測試，準時交付。";
      (data.image as { src: string }).src = "/images/services/data-engineering.svg";
    });
    // Recipe "Adding a blog post": its file, named after its address, and its cover.
    cpSync(join(root, "content/en/blog/native-flutter-or-hybrid.md"), join(root, "content/en/blog/our-new-post.md"));
    editData(join(root, "content/en/blog/our-new-post.md"), (data) => {
      data.title = "Our new post about shipping";
      data.date = "2026-11-20";
      data.cover = "/images/blog/our-new-post.svg";
    });
    cpSync(
      join(root, "public/images/blog/native-flutter-or-hybrid.svg"),
      join(root, "public/images/blog/our-new-post.svg"),
    );
    // The pages' own words: the home page's title and headline, and the footer's services heading.
    editData(join(root, "content/en/pages/home.yaml"), (data) => {
      expect(data.seo, "the home page's file holds its title for search results").toHaveProperty("title");
      (data.seo as Record<string, string>).title = "A software studio for growing firms";
      expect((data.hero as Record<string, string>).title).toMatch(/^Software that earns its keep/);
      (data.hero as Record<string, string>).title = "Software that pays for itself within a year";
    });
    editData(join(root, "content/en/site.yaml"), (data) => {
      const footer = data.footer as Record<string, string>;
      expect(footer.servicesTitle).toBe("Our Services");
      footer.servicesTitle = "What we build";
    });
    await build(root);
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("shows a changed service on its page, in the services list and in the footer", () => {
    const own = page("services/cloud-migration");
    expect(own).toContain("<h1");
    expect(own).toContain("Cloud Moves");
    expect(own).toContain("We move your systems one at a time, each with a tested way back.");
    expect(own).not.toContain("Cloud Migration");
    const list = page("services");
    expect(list).toContain("Moves to the cloud, planned with a rollback for every step.");
    for (const path of ["", "about-us", "services/web-development"]) {
      const footer = page(path).split("<footer")[1] ?? "";
      expect(footer, path || "/").toMatch(/href="\/services\/cloud-migration"[^>]*>Cloud Moves<\/a>/);
    }
  });

  it("adds a service from its file and its picture alone", () => {
    expect(page("services/data-engineering")).toContain("Data Engineering");
    expect(page("services")).toContain(
      "Pipelines that bring every source of your data into one place, tested and on time.",
    );
    const home = page("");
    expect(home).toContain("Thirteen services, one accountable team");
    expect(home.split("<footer")[1]).toMatch(/href="\/services\/data-engineering"[^>]*>Data Engineering<\/a>/);
    expect(page("contact-us")).toContain('<option value="Data Engineering">Data Engineering</option>');
    expect(readFileSync(join(root, "build/client/sitemap.xml"), "utf8")).toContain("/services/data-engineering</loc>");
    expect(existsSync(join(root, "build/client/images/services/data-engineering.svg"))).toBe(true);
  });

  it("shows a changed page title, headline and footer heading", () => {
    const home = page("");
    expect(home).toContain("<title>A software studio for growing firms | Harbourline Labs</title>");
    expect(home).toContain(
      '<meta property="og:title" content="A software studio for growing firms | Harbourline Labs"/>',
    );
    expect(home).toMatch(/<h1 id="home-banner-heading"[^>]*>Software that pays for itself within a year<\/h1>/);
    expect(home).not.toContain("Software that earns its keep");
    for (const path of ["", "about-us", "blogs"]) {
      const footer = page(path).split("<footer")[1] ?? "";
      expect(footer, path || "/").toMatch(/<h2 id="footer-services"[^>]*>What we build<\/h2>/);
    }
  });

  it("adds a blog post from its file and its cover alone", () => {
    expect(page("blogs/our-new-post")).toContain("Our new post about shipping");
    expect(page("blogs")).toContain("Our new post about shipping");
    expect(readFileSync(join(root, "build/client/blogs/rss.xml"), "utf8")).toContain("Our new post about shipping");
    expect(readFileSync(join(root, "build/client/sitemap.xml"), "utf8")).toContain("/blogs/our-new-post</loc>");
  });

  it("stops on a broken file, naming the file and the field", async () => {
    const broken = copyOfContent();
    try {
      const file = join(broken, "content/en/faqs.yaml");
      editData(file, (data) => delete (data.items as Record<string, unknown>[])[0]!.question);
      const failure = await build(broken).then(
        () => undefined,
        (error: { stdout: string; stderr: string }) => error,
      );
      expect(failure, "the build should have failed").toBeDefined();
      expect(`${failure!.stdout}\n${failure!.stderr}`).toContain(
        "content/en/faqs.yaml: items[0].question: is required",
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
