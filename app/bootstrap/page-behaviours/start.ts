/**
 * Starts every behaviour of the page frame that needs a script, on any page (each acts only on the elements it is
 * for): run from the page's one inline module (app/bootstrap/bootstrap-entry.ts), so none of them waits for React.
 */
import { afterLargestPaint } from "./after-paint";
import { startBannerVideo } from "./banner-video";
import { startDrawers } from "./drawer";
import { startHeaderScrolled } from "./header-scrolled";
import { startReveal } from "./reveal";
import { startSectionLinks } from "./section-links";

export function startPageBehaviours() {
  startDrawers(document);
  startHeaderScrolled(window);
  startSectionLinks();
  startReveal();
  startBannerVideo(afterLargestPaint);
}
