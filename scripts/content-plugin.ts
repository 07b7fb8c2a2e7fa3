import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import type { Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin, ViteDevServer } from "vite";
import { ContentError, contentRoot, loadContent, type Content } from "../app/content/load-content";
import { defaultLocale, locales } from "../shared/i18n/locales";
import { partOf } from "../app/content/views";
import { withServedImages } from "./images";

/**
 * Puts the content files (content/<locale>/) into the site at build time. A module of app/ that calls
 * `view("name")` (app/content/source.ts) gets that call replaced by the value itself, read and checked once per build by
 * app/content/load-content.ts; the import of ./source (the Node reader) goes with it. So a page's script carries
 * the data it shows, as when the content was TypeScript, and never a file reader or a YAML parser.
 *
 * A content problem stops `npm run build` with one line per problem, each naming the file and the field. In the
 * dev server a change to a content file reloads the page with the new content (the editor's preview), and a
 * problem shows in Vite's error overlay until it is fixed.
 */
export function contentFromFiles(): Plugin {
  const root = contentRoot();
  const contentDir = join(root, "content");
  const appDir = fileURLToPath(new URL("../app/", import.meta.url));
  const sourceModule = fileURLToPath(new URL("../app/content/source.ts", import.meta.url));
  let loaded: Record<string, Content> | undefined;
  /** The modules whose code carries content, to reload when a file changes. */
  const carriers = new Set<string>();

  const content = () => (loaded ??= contentInEveryLocale(root));
  let building = false;

  function reload(server: ViteDevServer, file: string) {
    if (!file.startsWith(contentDir + sep)) return;
    loaded = undefined;
    for (const environment of Object.values(server.environments)) {
      for (const id of carriers) {
        const module = environment.moduleGraph.getModuleById(id);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
      environment.hot.send({ type: "full-reload" });
    }
  }

  return {
    name: "content-from-files",
    enforce: "pre",
    buildStart() {
      try {
        content();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    configResolved(config) {
      building = config.command === "build";
    },
    transform(code, id) {
      // The reader itself (app/content/source.ts) is what the calls are replaced by: it is never rewritten.
      if (!id.startsWith(appDir) || id === sourceModule || !asksForContent(code)) return null;
      carriers.add(id);
      // The build serves uploaded photos as WebP (scripts/images.ts); the dev server serves public/ as it is.
      return { code: inlineViews(code, content(), id, building), map: null };
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      for (const event of ["add", "change", "unlink"] as const)
        server.watcher.on(event, (file) => reload(server, file));
    },
  };
}

/** The import of app/content/source.ts that marks a module asking for content, from anywhere in app/. */
const importOfView = /^import \{ view \} from "(?:~\/content|\.\.?(?:\/\.\.)*(?:\/content)?)\/source";\n/m;

/** Does this module of app/ ask for content (and not merely name `view` in a comment)? */
export const asksForContent = (code: string): boolean => importOfView.test(code);

/**
 * A content module's code with each `view("name")` replaced by its value, and each `view("name", locale)` by its
 * value in every locale, picked by `locale` where the code runs; its import of the Node reader goes. Only code that
 * runs at build time or on the server may name a locale: the pages' loaders (which React Router leaves out of the
 * browser's bundle) and the server. A component reads its words from its page's data instead (app/content/page-parts.tsx).
 */
export function inlineViews(
  code: string,
  contents: Readonly<Record<string, Content>>,
  id: string,
  built = false,
): string {
  const valueOf = (name: string, locale: string) => {
    const value = partOf(contents[locale]!, name);
    if (value === undefined)
      throw new Error(`${id}: view("${name}") names no part of the content (app/content/views.ts)`);
    return built ? withServedImages(value) : value;
  };
  return code
    .replace(importOfView, "")
    .replace(/\bview\("([\w.]+)"(?:,\s*([\w.]+))?\)/g, (_call, name: string, locale: string | undefined) => {
      if (locale === undefined) return `(${JSON.stringify(valueOf(name, defaultLocale))})`;
      const byLocale = Object.fromEntries(Object.keys(contents).map((code) => [code, valueOf(name, code)]));
      return `(${JSON.stringify(byLocale)})[${locale}]`;
    });
}

/**
 * The same for the server's bundle (scripts/build-server.ts): the production artefact is build/ alone, so the
 * content the server uses (the service titles, the landing pages) goes into the bundle rather than being read from
 * content/ at start.
 */
export function contentForEsbuild(): EsbuildPlugin {
  const sourceModule = fileURLToPath(new URL("../app/content/source.ts", import.meta.url));
  const appDir = fileURLToPath(new URL("../app/", import.meta.url));
  let loaded: Record<string, Content> | undefined;
  return {
    name: "content-from-files",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!args.path.startsWith(appDir) || args.path === sourceModule) return undefined;
        const code = readFileSync(args.path, "utf8");
        if (!asksForContent(code)) return undefined;
        loaded ??= contentInEveryLocale();
        return { contents: inlineViews(code, loaded, args.path, true), loader: "ts" };
      });
    },
  };
}

/** The content of every locale, each checked; the default locale's loading also checks the others against it. */
function contentInEveryLocale(root?: string): Record<string, Content> {
  return Object.fromEntries(locales.map((locale) => [locale, loadContent({ ...(root ? { root } : {}), locale })]));
}
