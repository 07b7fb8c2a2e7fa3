import { loadContent, type Content } from "./load-content";
import { views, type Views } from "./views";

let loaded: Content | undefined;

/**
 * A part of the content (./views.ts), read from the files under content/ when this runs in Node (tests, the server,
 * scripts). In the site's build and dev server this call never runs: the content plugin (scripts/content-plugin.ts)
 * replaces `view("name")` with the value itself, so no page ships a file reader or a YAML parser.
 */
export function view<K extends keyof Views>(name: K): ReturnType<Views[K]> {
  // Pictures are checked by the build (the plugin) and the content tests; the server, which reads the service titles
  // and landing pages at start, runs from artefacts that may not carry public/.
  loaded ??= loadContent({ checkImages: false });
  return views[name](loaded) as ReturnType<Views[K]>;
}
