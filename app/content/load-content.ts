import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { site } from "../../shared/site";
import { collections } from "./schema";

/**
 * Reads every content file of a locale, checks it against its collection's schema (./schema.ts) and against the
 * rest (unique names, images that exist, known placeholders), and returns the content with its placeholders
 * filled in. Runs in Node only: at build time (the Vite plugin content-plugin.ts inlines the result into the
 * pages' modules), in tests and in the server. Nothing is skipped: any problem throws a ContentError whose lines
 * each name the file (its path in the repository) and the field.
 */

/** The folder holding content/ and public/: the repository, unless CONTENT_ROOT names a copy (tests). */
export function contentRoot(): string {
  // A path, not a URL: in jsdom tests the global URL is jsdom's, which fileURLToPath refuses.
  return process.env.CONTENT_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), "../..");
}

export const defaultLocale = "en";

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${String(problems.length)} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

type Data<K extends keyof typeof collections> = z.infer<(typeof collections)[K]["schema"]>;

export interface BlogSource {
  slug: string;
  /** Its path in the repository, for messages. */
  file: string;
  frontMatter: Data<"blog">;
  /** The Markdown after the front matter. */
  body: string;
}

export interface Content {
  locale: string;
  /** In their `order`; `slug` is the file name. */
  services: (Data<"services"> & { slug: string })[];
  /** In their `order`; `path` is "/" and the file name. */
  landingPages: (Data<"landingPages"> & { path: `/${string}` })[];
  /** Newest first. */
  blog: BlogSource[];
  industries: Data<"industries">;
  testimonials: Data<"testimonials">;
  faqs: Data<"faqs">;
  portfolio: Data<"portfolio">;
  clientLogos: Data<"clientLogos">;
  statistics: Data<"statistics">;
  whyChooseUs: Data<"whyChooseUs">;
  about: Data<"about">;
  home: Data<"home">;
  /** The blocks several pages share (site.yaml) and each page's own words (pages/<page>.yaml). */
  siteCopy: Data<"siteCopy">;
  homePage: Data<"homePage">;
  servicesPage: Data<"servicesPage">;
  servicePage: Data<"servicePage">;
  aboutPage: Data<"aboutPage">;
  contactPage: Data<"contactPage">;
  industriesPage: Data<"industriesPage">;
  portfolioPage: Data<"portfolioPage">;
  blogsPage: Data<"blogsPage">;
  thankYouPage: Data<"thankYouPage">;
  notFoundPage: Data<"notFoundPage">;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's YAML front matter, between its opening and closing "---" lines, and the Markdown after it. */
export function splitFrontMatter(source: string): { yaml: string | undefined; body: string; bodyLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { yaml: undefined, body: source, bodyLine: 1 };
  return { yaml: match[1]!, body: source.slice(match[0].length), bodyLine: match[0].split("\n").length };
}

/** "items[3].answer[0]" from zod's path. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${String(key)}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

/** The number in words, as a heading writes it: "twelve", or "Twelve" for {Count}. */
export function countInWords(n: number, capital: boolean): string {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
  const word = words[n] ?? String(n);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

const sitePlaceholders: Record<string, string> = {
  brand: site.brand,
  address: site.address,
  founder: site.founder.name,
  founderRole: site.founder.role.toLowerCase(),
  sessionMinutes: String(site.strategySessionMinutes),
};

/**
 * `checkImages: false` is for scripts/make-og-images.ts, which makes the landing pages' share images, and for
 * ./source.ts at run time (the server); the build (scripts/content-plugin.ts) and the content tests check every image.
 */
export function loadContent(options: { root?: string; locale?: string; checkImages?: boolean } = {}): Content {
  const root = options.root ?? contentRoot();
  const locale = options.locale ?? defaultLocale;
  const dir = join(root, "content", locale);
  const problems: string[] = [];
  const repoPath = (file: string) => relative(root, file).split("\\").join("/");
  const problem = (file: string, field: string, message: string) => problems.push(`${repoPath(file)}: ${field ? `${field}: ` : ""}${message}`);

  /** The YAML of a file as plain data, or undefined after reporting why it cannot be read. */
  function readYaml(file: string, source: string, firstLine = 1): unknown {
    const lineCounter = new LineCounter();
    const doc = parseDocument(source, { lineCounter, uniqueKeys: true });
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        const line = lineCounter.linePos(error.pos[0]).line + firstLine - 1;
        problem(file, "", `line ${String(line)}: ${error.message.split("\n")[0]!}`);
      }
      return undefined;
    }
    // An empty file reads as no fields at all, so the schema names each missing one.
    return doc.toJS() ?? {};
  }

  function check<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> | undefined {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) problem(file, fieldName([...issue.path, key]), "is not a field of this collection (a typo?)");
      } else {
        problem(file, fieldName(issue.path), issue.message);
      }
    }
    return undefined;
  }

  function readSingle<K extends keyof typeof collections>(key: K): Data<K> | undefined {
    const spec = collections[key] as { file: string; schema: z.ZodType };
    const file = join(dir, spec.file);
    if (!existsSync(file)) {
      problem(file, "", "is missing");
      return undefined;
    }
    const data = readYaml(file, readFileSync(file, "utf8"));
    return data === undefined ? undefined : (check(file, spec.schema, data) as Data<K> | undefined);
  }

  function entriesOf(key: "services" | "landingPages" | "blog"): { file: string; slug: string; source: string }[] {
    const spec = collections[key];
    const folder = join(dir, spec.folder);
    if (!existsSync(folder)) {
      problem(folder, "", "is missing");
      return [];
    }
    const entries: { file: string; slug: string; source: string }[] = [];
    for (const name of readdirSync(folder).sort()) {
      const file = join(folder, name);
      if (name.startsWith(".")) continue;
      if (!name.endsWith(spec.ext)) {
        problem(file, "", `is not a ${spec.ext} file: every file in ${repoPath(folder)}/ is an entry`);
        continue;
      }
      const slug = name.slice(0, -spec.ext.length);
      if (!slugPattern.test(slug)) {
        problem(file, "", "its file name is its address: lowercase words joined by hyphens, e.g. cloud-migration" + spec.ext);
        continue;
      }
      entries.push({ file, slug, source: readFileSync(file, "utf8") });
    }
    if (entries.length === 0) problem(folder, "", "holds no entry");
    return entries;
  }

  const services: Content["services"] = [];
  for (const { file, slug, source } of entriesOf("services")) {
    const data = readYaml(file, source);
    const entry = data === undefined ? undefined : check(file, collections.services.schema, data);
    if (entry) services.push({ ...entry, slug });
  }
  const landingPages: Content["landingPages"] = [];
  for (const { file, slug, source } of entriesOf("landingPages")) {
    const data = readYaml(file, source);
    const entry = data === undefined ? undefined : check(file, collections.landingPages.schema, data);
    if (entry) landingPages.push({ ...entry, path: `/${slug}` });
  }
  const blog: BlogSource[] = [];
  for (const { file, slug, source } of entriesOf("blog")) {
    const { yaml, body } = splitFrontMatter(source);
    if (yaml === undefined) {
      problem(file, "", 'must start with its front matter between two "---" lines');
      continue;
    }
    const data = readYaml(file, yaml, 2);
    const frontMatter = data === undefined ? undefined : check(file, collections.blog.schema, data);
    if (!body.trim()) problem(file, "", "has no text after its front matter");
    if (frontMatter) blog.push({ slug, file: repoPath(file), frontMatter, body });
  }

  const singles = {
    industries: readSingle("industries"),
    testimonials: readSingle("testimonials"),
    faqs: readSingle("faqs"),
    portfolio: readSingle("portfolio"),
    clientLogos: readSingle("clientLogos"),
    statistics: readSingle("statistics"),
    whyChooseUs: readSingle("whyChooseUs"),
    about: readSingle("about"),
    home: readSingle("home"),
    siteCopy: readSingle("siteCopy"),
    homePage: readSingle("homePage"),
    servicesPage: readSingle("servicesPage"),
    servicePage: readSingle("servicePage"),
    aboutPage: readSingle("aboutPage"),
    contactPage: readSingle("contactPage"),
    industriesPage: readSingle("industriesPage"),
    portfolioPage: readSingle("portfolioPage"),
    blogsPage: readSingle("blogsPage"),
    thankYouPage: readSingle("thankYouPage"),
    notFoundPage: readSingle("notFoundPage"),
  };

  // Names that must be unique: a service's order, and the ids in every list (they name anchors and keys).
  const seenOrder = new Map<number, string>();
  for (const service of services) {
    const other = seenOrder.get(service.order);
    if (other) problem(join(dir, "services", `${service.slug}.yaml`), "order", `${String(service.order)} is also the order of services/${other}.yaml`);
    seenOrder.set(service.order, service.slug);
  }
  const fileOf: Record<keyof typeof singles, string> = Object.fromEntries(
    Object.keys(singles).map((key) => [key, join(dir, (collections[key as keyof typeof singles] as { file: string }).file)]),
  ) as Record<keyof typeof singles, string>;
  function uniqueIds(file: string, field: string, items: readonly { id: string }[]) {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const first = seen.get(item.id);
      if (first !== undefined) problem(file, `${field}[${String(index)}].id`, `"${item.id}" is already the id of ${field}[${String(first)}]; ids must be unique`);
      else seen.set(item.id, index);
    });
  }
  for (const key of ["industries", "testimonials", "faqs", "clientLogos", "statistics", "whyChooseUs"] as const) {
    const data = singles[key];
    if (data) uniqueIds(fileOf[key], "items", data.items);
  }
  if (singles.portfolio) {
    uniqueIds(fileOf.portfolio, "websites", singles.portfolio.websites);
    uniqueIds(fileOf.portfolio, "apps", singles.portfolio.apps);
  }
  for (const page of landingPages) uniqueIds(join(dir, "landing-pages", `${page.path.slice(1)}.yaml`), "services.cards", page.services.cards);

  // Every image a page shows must exist under public/.
  const publicDir = join(root, "public");
  function image(file: string, field: string, src: string) {
    if (options.checkImages !== false && !existsSync(join(publicDir, src))) problem(file, field, `the image ${src} does not exist: add the file under public${src.replace(/\/[^/]*$/, "/")}`);
  }
  for (const service of services) image(join(dir, "services", `${service.slug}.yaml`), "image.src", service.image.src);
  for (const page of landingPages) image(join(dir, "landing-pages", `${page.path.slice(1)}.yaml`), "seo.image", page.seo.image);
  for (const post of blog) image(join(root, post.file), "cover", post.frontMatter.cover);
  singles.industries?.items.forEach((item, i) => image(fileOf.industries, `items[${String(i)}].image.src`, item.image.src));
  singles.clientLogos?.items.forEach((item, i) => image(fileOf.clientLogos, `items[${String(i)}].image.src`, item.image.src));
  singles.portfolio?.websites.forEach((item, i) => image(fileOf.portfolio, `websites[${String(i)}].image.src`, item.image.src));
  singles.portfolio?.apps.forEach((item, i) => image(fileOf.portfolio, `apps[${String(i)}].image.src`, item.image.src));

  // Placeholders: {count}/{Count} where a field counts a list (the whole file, or one top-level field of it), the
  // site's facts anywhere, the ones a page fills in itself (left as they are) in the fields that say so, nothing else.
  const counts: Partial<Record<keyof typeof singles, number | Record<string, number | undefined>>> = {
    industries: singles.industries?.items.length,
    testimonials: singles.testimonials?.items.length,
    home: services.length,
    aboutPage: { process: singles.about?.process.length },
    siteCopy: { whyChooseUs: singles.whyChooseUs?.items.length },
  };
  const pageFilled: Partial<Record<keyof typeof singles, Record<string, string>>> = {
    servicePage: { coversTitle: "service" },
    aboutPage: { stepLabel: "step" },
    thankYouPage: { stepLabel: "step" },
    blogsPage: { byline: "author" },
    siteCopy: { serviceCardLink: "service" },
  };
  function fill<T>(file: string, value: T, count: number | undefined, field = "", keep?: string): T {
    if (typeof value === "string") {
      return value.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
        if ((name === "count" || name === "Count") && count !== undefined) return countInWords(count, name === "Count");
        const fact = sitePlaceholders[name];
        if (fact !== undefined) return fact;
        if (name === keep) return whole;
        const known = [...(count === undefined ? [] : ["count", "Count"]), ...Object.keys(sitePlaceholders), ...(keep ? [keep] : [])];
        problem(file, field, `${whole} is not a placeholder this field knows (known: ${known.map((k) => `{${k}}`).join(", ")})`);
        return whole;
      }) as T;
    }
    if (Array.isArray(value)) return value.map((item, i) => fill(file, item, count, `${field}[${String(i)}]`, keep)) as T;
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(file, item, count, field ? `${field}.${key}` : key, keep)])) as T;
    }
    return value;
  }
  /** A single file's fields filled in: its count is the whole file's, or each top-level field's own. */
  function fillSingle<T extends object>(key: keyof typeof singles, data: T): T {
    const count = counts[key];
    const keep = pageFilled[key] ?? {};
    return Object.fromEntries(
      Object.entries(data).map(([field, value]) => [field, fill(fileOf[key], value, typeof count === "object" ? count[field] : count, field, keep[field])]),
    ) as T;
  }

  const filled = Object.fromEntries(Object.entries(singles).map(([key, data]) => [key, data && fillSingle(key as keyof typeof singles, data)])) as typeof singles;
  const filledServices = services.map((service) => fill(join(dir, "services", `${service.slug}.yaml`), service, undefined));
  const filledPages = landingPages.map((page) => fill(join(dir, "landing-pages", `${page.path.slice(1)}.yaml`), page, undefined));
  const filledBlog = blog.map((post) => ({ ...post, frontMatter: fill(join(root, post.file), post.frontMatter, undefined) }));

  if (problems.length > 0) throw new ContentError(problems);
  return {
    locale,
    services: filledServices.sort((a, b) => a.order - b.order),
    landingPages: filledPages.sort((a, b) => a.order - b.order),
    blog: filledBlog.sort((a, b) => b.frontMatter.date.localeCompare(a.frontMatter.date)),
    industries: filled.industries!,
    testimonials: filled.testimonials!,
    faqs: filled.faqs!,
    portfolio: filled.portfolio!,
    clientLogos: filled.clientLogos!,
    statistics: filled.statistics!,
    whyChooseUs: filled.whyChooseUs!,
    about: filled.about!,
    home: filled.home!,
    siteCopy: filled.siteCopy!,
    homePage: filled.homePage!,
    servicesPage: filled.servicesPage!,
    servicePage: filled.servicePage!,
    aboutPage: filled.aboutPage!,
    contactPage: filled.contactPage!,
    industriesPage: filled.industriesPage!,
    portfolioPage: filled.portfolioPage!,
    blogsPage: filled.blogsPage!,
    thankYouPage: filled.thankYouPage!,
    notFoundPage: filled.notFoundPage!,
  };
}
