import { expect, test, type Locator, type Page } from "./support/test";
import { LOGO_STEP_MS, TESTIMONIAL_STEP_MS } from "../../app/lib/motion";

// The carousels' pace is a time at every width (docs/product-rules.md): a testimonial moves along every 25 s, a client logo
// every 10 s, each ± 10 %. Their movement is continuous, so rather than wait 25 s per width, each test reads the
// track's position on every frame for a few seconds, and divides a slide's width (the distance between successive
// slides' left edges) by the speed it measured. The per-view counts of docs/product-rules.md are checked on the way.
// The widths are taken one after the other by resizing one page, as a visitor turning a tablet does.

/**
 * How long the position is read at each width, and on how many frames at least: the speed is the distance over the
 * time it took, so a busy machine that draws few frames makes the reading longer, never wrong.
 */
const SAMPLE_MS = 2_500;
const MIN_FRAMES = 12;
const TOLERANCE = 0.1;

const carousels = [
  {
    name: "Client testimonials",
    stepMs: TESTIMONIAL_STEP_MS,
    // 1 per view up to 768 px, 2 from 769, 3 from 1024, 4 from 1550.
    perView: { 390: 1, 768: 1, 1024: 3, 1440: 3, 1600: 4 },
  },
  {
    name: "Client logos",
    stepMs: LOGO_STEP_MS,
    // 2 per view, 3 from 450, 4 from 768, 5 from 1024.
    perView: { 390: 2, 768: 4, 1024: 5, 1440: 5, 1600: 5 },
  },
] as const;

interface Pace {
  /** The distance between successive slides' left edges, in px. */
  slideWidth: number;
  /** How many slides the carousel shows at once. */
  perView: number;
  /** The track's measured speed, in px per second (forward is leftwards). */
  speed: number;
  /** The frames read, and how many of them were left out because the loop wrapped the track round in them. */
  frames: number;
  wraps: number;
}

/** The slides' geometry now, from their layout (the loop moves slides with transforms, which this ignores). */
function geometry(carousel: Locator) {
  return carousel
    .locator("ul")
    .first()
    .evaluate((track: HTMLElement) => {
      const slides = [...track.children] as HTMLElement[];
      const slideWidth = (slides.at(-1)!.offsetLeft - slides[0]!.offsetLeft) / (slides.length - 1);
      // The track is as wide as the visible part plus one gap (its negative margin), which is what the slides share.
      return { slideWidth, perView: Math.round((track.offsetWidth / slideWidth) * 100) / 100 };
    });
}

/** Reads the track's translation on every frame for `ms` (and `frames` frames at least); returns the speed it moved at. */
function measurePace(carousel: Locator, ms: number, minFrames: number): Promise<Pace> {
  return carousel
    .locator("ul")
    .first()
    .evaluate(
      (track: HTMLElement, { duration, minFrames }) =>
        new Promise<Pace>((resolve) => {
          const slides = [...track.children] as HTMLElement[];
          const slideWidth = (slides.at(-1)!.offsetLeft - slides[0]!.offsetLeft) / (slides.length - 1);
          const perView = track.offsetWidth / slideWidth;
          const x = () => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
          const samples: { at: number; x: number }[] = [];
          const frame = (now: number) => {
            samples.push({ at: now, x: x() });
            if (now - samples[0]!.at < duration || samples.length < minFrames) {
              requestAnimationFrame(frame);
              return;
            }
            // Sum the moves from frame to frame; a move of more than half a slide is the loop wrapping the track
            // round by its whole length, not movement, so that frame is left out (its time too).
            let distance = 0;
            let time = 0;
            let wraps = 0;
            for (let i = 1; i < samples.length; i++) {
              const move = samples[i]!.x - samples[i - 1]!.x;
              if (Math.abs(move) > slideWidth / 2) {
                wraps++;
                continue;
              }
              distance += move;
              time += samples[i]!.at - samples[i - 1]!.at;
            }
            resolve({ slideWidth, perView, speed: -distance / (time / 1000), frames: samples.length, wraps });
          };
          requestAnimationFrame(frame);
        }),
      { duration: ms, minFrames },
    );
}

/** Two frames: a resize has reached the carousel's ResizeObserver (and Embla has re-measured) by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const { name, stepMs, perView } of carousels) {
  test(`${name}: one slide every ${stepMs / 1000} s at 390, 768, 1024, 1440 and 1600 px`, async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "the test sets its own widths; one project is enough");
    // Five widths, each read for a few seconds, longer on a machine too busy to draw many frames.
    test.setTimeout(120_000);
    await page.goto("/");
    const carousel = page.getByRole("region", { name });
    await carousel.scrollIntoViewIfNeeded();
    const measured: string[] = [];
    for (const [width, count] of Object.entries(perView).map(([w, c]) => [Number(w), c] as const)) {
      await page.setViewportSize({ width, height: 900 });
      await carousel.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await geometry(carousel)).perView, { message: `slides per view at ${width} px` })
        .toBeCloseTo(count, 1);
      await twoFrames(page);
      await expect(carousel).toHaveAttribute("data-playing", "true");

      const pace = await measurePace(carousel, SAMPLE_MS, MIN_FRAMES);
      const secondsPerSlide = pace.slideWidth / pace.speed;
      measured.push(
        `${width} px: ${pace.slideWidth.toFixed(1)} px a slide, ${pace.speed.toFixed(2)} px/s, ${secondsPerSlide.toFixed(2)} s a slide (${pace.frames} frames)`,
      );
      expect(pace.wraps, `loop wraps at ${width} px`).toBeLessThanOrEqual(1);
      expect(secondsPerSlide, `seconds per slide at ${width} px`).toBeGreaterThanOrEqual(
        (stepMs / 1000) * (1 - TOLERANCE),
      );
      expect(secondsPerSlide, `seconds per slide at ${width} px`).toBeLessThanOrEqual(
        (stepMs / 1000) * (1 + TOLERANCE),
      );
    }
    await info.attach("pace", { body: measured.join("\n"), contentType: "text/plain" });
    console.log(`${name}:\n  ${measured.join("\n  ")}`);
  });
}
