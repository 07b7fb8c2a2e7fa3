import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asksForContent, contentFromFiles, inlineViews } from "../../scripts/content-plugin";
import { formatYaml, rewrite } from "./file-format";
import { ContentError, loadContent, splitFrontMatter } from "./load-content";
import { collections } from "./schema";

const repo = fileURLToPath(new URL("../../", import.meta.url));

/** Every file under content/, as repository paths. */
function contentFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
  return walk("content").sort();
}

describe("the content files of the repository", () => {
  it("pass their collection's schema and the checks across files", () => {
    const content = loadContent({ root: repo });
    expect(content.services.length).toBeGreaterThan(0);
    expect(content.blog.length).toBeGreaterThan(0);
  });

  it("cover every collection of the schema", () => {
    const files = contentFiles(repo);
    for (const spec of Object.values(collections)) {
      const where = "file" in spec ? `content/en/${spec.file}` : `content/en/${spec.folder}/`;
      expect(
        files.some((file) => file === where || file.startsWith(where)),
        where,
      ).toBe(true);
    }
  });

  it.each(contentFiles(repo))("%s is unchanged, byte for byte, when read and written back", (file) => {
    const source = readFileSync(join(repo, file), "utf8");
    expect(rewrite(file, source)).toBe(source);
  });
});

describe("a page's view() calls, at build time", () => {
  it("are replaced by their values, in any module of app/ that imports view, and the import goes", () => {
    const content = loadContent({ root: repo });
    const code =
      'import { view } from "../content/source";\nconst footer = view("siteCopy.footer");\nconst faqs = view("faqs.items");\n';
    const inlined = inlineViews(code, { en: content }, "app/components/x.tsx");
    expect(inlined).not.toContain("../content/source");
    expect(inlined).toContain(`const footer = (${JSON.stringify(content.siteCopy.footer)});`);
    expect(inlined).toContain(`const faqs = (${JSON.stringify(content.faqs.items)});`);
    expect(() =>
      inlineViews('import { view } from "./source";\nview("nothing.here");\n', { en: content }, "app/content/x.ts"),
    ).toThrow(/names no part/);
  });

  it("leave a module that only names view() in a comment alone", () => {
    expect(asksForContent(readFileSync(join(repo, "app/content/schema.ts"), "utf8"))).toBe(false);
    expect(asksForContent(readFileSync(join(repo, "app/content/content.server.ts"), "utf8"))).toBe(true);
  });
});

/** An edit made on a file's fields rather than its lines (long texts span several lines in the canonical form). */
function viaData(change: (data: Record<string, unknown>) => unknown) {
  return (text: string) => {
    const { yaml, body } = splitFrontMatter(text);
    const data = parse(yaml ?? text) as Record<string, unknown>;
    change(data);
    return yaml === undefined ? formatYaml(data) : `---\n${formatYaml(data)}---\n${body}`;
  };
}

/** A copy of content/ in a temporary folder, with public/ beside it, as the build would read it. */
describe("a content problem stops the build, naming the file and the field", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
    symlinkSync(join(repo, "public"), join(root, "public"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) => {
    const path = join(root, file);
    const before = readFileSync(path, "utf8");
    const after = change(before);
    expect(after, `the test's edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  };
  const problemsOf = (): string[] => {
    try {
      loadContent({ root });
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    return [];
  };

  it.each([
    {
      what: "a required field is missing",
      file: "content/en/services/web-development.yaml",
      change: viaData((data) => delete data.tagline),
      line: "content/en/services/web-development.yaml: tagline: is required",
    },
    {
      what: "a value has the wrong type",
      file: "content/en/statistics.yaml",
      change: (text: string) => text.replace("value: 50", "value: fifty"),
      line: "content/en/statistics.yaml: items[1].value: must be a number, not a string",
    },
    {
      what: "a list where a text belongs",
      file: "content/en/faqs.yaml",
      change: (text: string) => text.replace(/^ {4}question: .*$/m, "    question:\n      - one\n      - two"),
      line: "content/en/faqs.yaml: items[0].question: must be text, not a list",
    },
    {
      what: "an id is used twice in a list",
      file: "content/en/testimonials.yaml",
      change: (text: string) => text.replace("id: kenneth-wong", "id: grace-lau"),
      line: 'content/en/testimonials.yaml: items[1].id: "grace-lau" is already the id of items[0]; ids must be unique',
    },
    {
      what: "two services claim the same place",
      file: "content/en/services/app-development.yaml",
      change: (text: string) => text.replace("order: 2", "order: 1"),
      line: "content/en/services/web-development.yaml: order: 1 is also the order of services/app-development.yaml",
    },
    {
      what: "an image is missing",
      file: "content/en/industries.yaml",
      change: (text: string) => text.replace("/images/industries/retail.svg", "/images/industries/retail-new.svg"),
      line: "content/en/industries.yaml: items[1].image.src: the image /images/industries/retail-new.svg does not exist: add the file under public/images/industries/",
    },
    {
      what: "a title is over its limit",
      file: "content/en/services/cloud-migration.yaml",
      change: (text: string) =>
        text.replace("title: Cloud Migration", `title: Cloud Migration ${"and more ".repeat(4)}`.trimEnd()),
      line: "content/en/services/cloud-migration.yaml: title: is 51 characters long; at most 40 are allowed",
    },
    {
      what: "an SEO description is over 160 characters",
      file: "content/en/landing-pages/web-development.yaml",
      change: viaData((data) => {
        const seo = data.seo as Record<string, string>;
        seo.description = `${seo.description!} ${"x".repeat(161 - seo.description!.length)}`;
      }),
      line: "content/en/landing-pages/web-development.yaml: seo.description: is 162 characters long; at most 160 are allowed",
    },
    {
      what: "a blog post's summary is over 160 characters",
      file: "content/en/blog/native-flutter-or-hybrid.md",
      change: viaData((data) => (data.summary = `${String(data.summary)}${" And more.".repeat(3)}`)),
      line: "content/en/blog/native-flutter-or-hybrid.md: summary: is 179 characters long; at most 160 are allowed",
    },
    {
      what: "a field name is misspelt",
      file: "content/en/about.yaml",
      change: (text: string) => text.replace("story:", "stroy:"),
      line: "content/en/about.yaml: stroy: is not a field of this collection (a typo?)",
    },
    {
      what: "an unknown placeholder",
      file: "content/en/home.yaml",
      change: (text: string) => text.replace("{Count}", "{Total}"),
      line: "content/en/home.yaml: servicesTitle: {Total} is not a placeholder this field knows (known: {count}, {Count}, {brand}, {address}, {founder}, {founderRole}, {sessionMinutes})",
    },
    {
      what: "a page's title is missing",
      file: "content/en/pages/home.yaml",
      change: (text: string) => text.replace(/^ {2}title: Software that earns .*\n/m, ""),
      line: "content/en/pages/home.yaml: hero.title: is required",
    },
    {
      what: "a page's description for search results is over 160 characters",
      file: "content/en/pages/portfolio.yaml",
      change: viaData((data) => {
        const seo = data.seo as Record<string, string>;
        seo.description = `${seo.description!} ${"x".repeat(161 - seo.description!.length)}`;
      }),
      line: "content/en/pages/portfolio.yaml: seo.description: is 162 characters long; at most 160 are allowed",
    },
    {
      what: "a page's title for search results is over 70 characters",
      file: "content/en/pages/services.yaml",
      change: (text: string) => text.replace(/^ {2}title: .*$/m, `  title: Services${" and more".repeat(7)}`),
      line: "content/en/pages/services.yaml: seo.title: is 71 characters long; at most 70 are allowed",
    },
    {
      what: "a shared block's text has the wrong type",
      file: "content/en/site.yaml",
      change: (text: string) => text.replace(/^ {2}linksTitle: .*$/m, "  linksTitle:\n    - Quick\n    - links"),
      line: "content/en/site.yaml: footer.linksTitle: must be text, not a list",
    },
    {
      what: "a shared block's field is misspelt",
      file: "content/en/site.yaml",
      change: (text: string) => text.replace("consultationCta:", "consultationCTA:"),
      line: "content/en/site.yaml: consultationCTA: is not a field of this collection (a typo?)",
    },
    {
      what: "a count where the field counts nothing",
      file: "content/en/site.yaml",
      change: (text: string) => text.replace("title: What our clients say", "title: What our {count} clients say"),
      line: "content/en/site.yaml: testimonials.title: {count} is not a placeholder this field knows (known: {brand}, {address}, {founder}, {founderRole}, {sessionMinutes})",
    },
    {
      what: "a page's own placeholder in a field that does not fill it",
      file: "content/en/pages/service.yaml",
      change: (text: string) => text.replace("eyebrow: Service", "eyebrow: Service {service}"),
      line: "content/en/pages/service.yaml: eyebrow: {service} is not a placeholder this field knows (known: {brand}, {address}, {founder}, {founderRole}, {sessionMinutes})",
    },
    {
      what: "a step of the thank-you page lacks its description",
      file: "content/en/pages/thank-you.yaml",
      change: (text: string) => text.replace(/^ {6}description: We reply .*\n/m, ""),
      line: "content/en/pages/thank-you.yaml: nextSteps.steps[1].description: is required",
    },
    {
      what: "the agency's phone is not in E.164 form",
      file: "content/agency.json",
      change: (text: string) => text.replace('"phone": "+85251234567"', '"phone": "5123 4567"'),
      line: "content/agency.json: phone: must be a number in E.164 form: +, the country code and the number, no spaces (e.g. +85251234567)",
    },
    {
      what: "the agency's booking link is not an https address",
      file: "content/agency.json",
      change: (text: string) =>
        text.replace('"sessionMinutes": 30,', '"sessionMinutes": 30,\n  "bookingUrl": "http://cal.example/book",'),
      line: "content/agency.json: bookingUrl: must be an https:// address or empty",
    },
    {
      what: "the agency's words lack the address",
      file: "content/en/agency.yaml",
      change: (text: string) => text.replace(/^address: .*\n/m, ""),
      line: "content/en/agency.yaml: address: is required",
    },
    {
      what: "the YAML cannot be read",
      file: "content/en/client-logos.yaml",
      change: (text: string) =>
        text.replace("  - id: tidewater-pay", "  - id: tidewater-pay\n   name: wrongly indented"),
      line: /^content\/en\/client-logos\.yaml: line \d+: /,
    },
  ])("$what", ({ file, change, line }) => {
    edit(file, change);
    const problems = problemsOf();
    if (typeof line === "string") expect(problems, problems.join("\n")).toContain(line);
    else
      expect(
        problems.some((problem) => line.test(problem)),
        problems.join("\n"),
      ).toBe(true);
  });

  it("a service whose file is gone from its folder is simply not there; an unreadable file name is refused", () => {
    writeFileSync(join(root, "content/en/services/Cloud Things.yaml"), "order: 99\n");
    expect(problemsOf()).toContain(
      "content/en/services/Cloud Things.yaml: its file name is its address: lowercase words joined by hyphens, e.g. cloud-migration.yaml",
    );
  });

  it("a single-file collection that is missing is named", () => {
    unlinkSync(join(root, "content/en/faqs.yaml"));
    expect(problemsOf()).toEqual(["content/en/faqs.yaml: is missing"]);
  });

  it("a page's file that is missing is named", () => {
    unlinkSync(join(root, "content/en/pages/not-found.yaml"));
    expect(problemsOf()).toEqual(["content/en/pages/not-found.yaml: is missing"]);
  });

  it("the build's content plugin stops with every problem, one line each", () => {
    edit(
      "content/en/services/web-development.yaml",
      viaData((data) => delete data.tagline),
    );
    edit("content/en/faqs.yaml", (text) => text.replace("id: cost-and-engagement", "id: project-timeline"));
    const previous = process.env.CONTENT_ROOT;
    process.env.CONTENT_ROOT = root;
    try {
      const plugin = contentFromFiles();
      const buildStart = plugin.buildStart as (this: { error: (message: string) => never }) => void;
      let message = "";
      expect(() =>
        buildStart.call({
          error: (text: string) => {
            message = text;
            throw new Error(text);
          },
        }),
      ).toThrow();
      expect(message.split("\n")).toEqual([
        "The content has 3 problems:",
        "  content/en/services/web-development.yaml: tagline: is required",
        '  content/en/faqs.yaml: items[1].id: "project-timeline" is already the id of items[0]; ids must be unique',
        // The Chinese twin keeps the original's ids: an id changed in English is changed in every language.
        '  content/zh-hk/faqs.yaml: items[1].id: is "cost-and-engagement", but content/en/faqs.yaml has "project-timeline": only texts are translated; this field stays as in the original',
      ]);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_ROOT;
      else process.env.CONTENT_ROOT = previous;
    }
  });

  it("the copy itself is sound before any edit (the edits above are the only problems)", () => {
    expect(problemsOf()).toEqual([]);
    expect(parse(readFileSync(join(root, "content/en/home.yaml"), "utf8"))).toHaveProperty("servicesTitle");
  });
});
