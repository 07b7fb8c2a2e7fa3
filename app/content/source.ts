import { loadContent, type Content } from "./load-content";
import { partOf, type Part, type PartName } from "./views";

let loaded: Content | undefined;

/**
 * A part of the content (./views.ts), typed from the registry's schemas. Any module of app/ may ask for one, at its
 * top level: in the site's build and dev server this call never runs, the content plugin (scripts/content-plugin.ts)
 * replaces `view("name")` with the value itself and drops the import of this file, so a page's script carries the
 * words it shows and no file reader or YAML parser. In Node (tests, the server, scripts) it reads content/.
 */
export function view<P extends PartName>(name: P): Part<P> {
  // Pictures are checked by the build (the plugin) and the content tests; the server, which reads the service titles
  // and landing pages at start, runs from artefacts that may not carry public/.
  loaded ??= loadContent({ checkImages: false });
  const part = partOf(loaded, name);
  if (part === undefined) throw new Error(`view("${name}") names no part of the content (app/content/views.ts)`);
  return part as Part<P>;
}
