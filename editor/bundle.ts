import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { staleTranslations, type StaleTranslation } from "../app/content/translation-record";

/**
 * The editor's interface as one script, built by esbuild from editor/ui.tsx. The editor page loads this
 * bundle rather than Vite's modules: no Vite client is on it, so a saved file, which reloads the site's pages (the
 * preview), does not reload the editor in the middle of its save, and Vite's dependency optimiser never reloads it.
 */
export const GOOGLE_FONTS = "https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap";

/** Keystatic's interface adds Google's Inter stylesheet to the page; the editor asks no other machine for anything. */
const noGoogleFonts: Plugin = {
  name: "no-google-fonts",
  setup(build) {
    build.onLoad({ filter: /[\\/]@keystatic[\\/]core[\\/]dist[\\/].*\.js$/ }, async ({ path }) => ({
      contents: (await readFile(path, "utf8")).split(GOOGLE_FONTS).join("data:text/css,"),
      loader: "js",
    }));
  },
};

/** The name ./ui.tsx reads the translations behind their English by (an esbuild define). */
export const STALE_TRANSLATIONS = "__STALE_TRANSLATIONS__";

/** The translations behind their English; none when the content cannot be read (the build says why). */
function translationsBehind(): StaleTranslation[] {
  try {
    return staleTranslations();
  } catch {
    return [];
  }
}

export async function bundleEditor(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./ui.tsx", import.meta.url))],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      // Read by ./ui.tsx: which translations are behind their English as the content stands now.
      [STALE_TRANSLATIONS]: JSON.stringify(translationsBehind()),
    },
    plugins: [noGoogleFonts],
    logLevel: "silent",
  });
  const text = result.outputFiles[0]!.text;
  if (text.includes("fonts.googleapis.com")) throw new Error("the editor's bundle still names fonts.googleapis.com");
  return text;
}
