import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import useEmblaCarousel from "embla-carousel-react";
import AutoScroll from "embla-carousel-auto-scroll";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { carouselSpeed, prefersReducedMotion } from "../../lib/motion";
import { useHydrated } from "../../lib/use-hydrated";
import { useMessages } from "../../lib/page-language";
import { fill } from "../../../shared/i18n/messages";

interface AutoCarouselProps {
  /** The carousel's accessible name, e.g. "Client testimonials". */
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** Width classes of one slide, per breakpoint (how many show at once). */
  slideClassName: string;
  /** How long one slide takes to move along by its own width (25 s testimonials, 10 s logos: docs/product-rules.md). */
  stepMs: number;
  tone?: "light" | "dark";
}

const emblaOptions = { loop: true, align: "start" } as const;

/**
 * A continuously moving, looping carousel (Embla + AutoScroll) that a visitor can stop (WCAG 2.2.2): a visible
 * pause button, and a pause while the pointer is over it or keyboard focus is inside it. It never starts by
 * itself for visitors who prefer reduced motion.
 *
 * Its pace is a time, not a speed: one slide moves along every `stepMs` at every width. AutoScroll's speed is in
 * pixels, so it is worked out from a slide's measured width, and again each time Embla re-measures the slides (it
 * re-initialises itself on every resize of the carousel or a slide, and then restarts the movement here).
 */
export function AutoCarousel({ label, slides, slideClassName, stepMs, tone = "light" }: AutoCarouselProps) {
  const messages = useMessages();
  // 0 until a slide has been measured: the carousel does not move before then.
  const [speed, setSpeed] = useState(0);
  const plugins = useMemo(
    () => [
      AutoScroll({
        speed,
        startDelay: 0,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [speed],
  );
  // A new speed gives a new plugin, which useEmblaCarousel swaps in with a re-initialisation.
  const [viewportRef, emblaApi] = useEmblaCarousel(emblaOptions, plugins);
  // Paused by the visitor's choice, or until they choose, by their preference for reduced motion.
  const [pauseChoice, setPauseChoice] = useState<boolean>();
  const prefersStill = useHydrated() && prefersReducedMotion();
  const userPaused = pauseChoice ?? prefersStill;
  // The same choice for the handlers of Embla's events: a re-initialisation (a resize, a new speed) restores it.
  const pauseChoiceRef = useRef<boolean>(undefined);
  const [playing, setPlaying] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  const sync = useCallback(
    (paused: boolean) => {
      const autoScroll = emblaApi?.plugins().autoScroll;
      if (!autoScroll) return;
      const measured = (autoScroll.options.speed ?? 0) > 0;
      const shouldPlay = measured && !paused && !hovered.current && !focused.current;
      if (shouldPlay && !autoScroll.isPlaying()) autoScroll.play();
      if (!shouldPlay && autoScroll.isPlaying()) autoScroll.stop();
    },
    [emblaApi],
  );

  useEffect(() => {
    if (!emblaApi) return;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    // The distance between two successive slides' left edges: a slide's own width, as the 30 px gap is its padding.
    const slideSpeed = () => carouselSpeed(emblaApi.slideNodes()[0]?.getBoundingClientRect().width ?? 0, stepMs);
    // On the first layout and after each re-initialisation: a plugin whose speed no longer fits the slides is
    // replaced (its successor comes with a re-initialisation of its own, which lands here again); one that fits
    // moves, unless the visitor paused it or prefers reduced motion.
    const fit = () => {
      const speed = slideSpeed();
      if (speed !== emblaApi.plugins().autoScroll?.options.speed) {
        setSpeed(speed);
        return;
      }
      sync(pauseChoiceRef.current ?? prefersReducedMotion());
    };
    emblaApi.on("autoScroll:play", onPlay).on("autoScroll:stop", onStop).on("reInit", fit);
    fit();
    return () => {
      emblaApi.off("autoScroll:play", onPlay).off("autoScroll:stop", onStop).off("reInit", fit);
    };
  }, [emblaApi, sync, stepMs]);

  const togglePause = () => {
    const next = !userPaused;
    setPauseChoice(next);
    pauseChoiceRef.current = next;
    sync(next);
  };
  const step = (direction: "prev" | "next") => {
    emblaApi?.plugins().autoScroll?.stop();
    if (direction === "prev") emblaApi?.scrollPrev();
    else emblaApi?.scrollNext();
    sync(userPaused);
  };

  const dark = tone === "dark";
  const controlClass = `inline-flex size-11 items-center justify-center rounded-full border transition-colors ${
    dark ? "border-white/25 text-white hover:bg-white/10" : "border-slate-300 text-navy-900 hover:bg-slate-100"
  }`;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-playing={playing}
      onMouseEnter={() => {
        hovered.current = true;
        sync(userPaused);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        sync(userPaused);
      }}
      onFocus={(event) => {
        // Keyboard focus pauses; a mouse click on a control is not a reason to stop.
        if (!(event.target as HTMLElement).matches(":focus-visible")) return;
        focused.current = true;
        sync(userPaused);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        sync(userPaused);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-[30px] flex touch-pan-y">
          {slides.map((slide, index) => (
            <li
              key={slide.key}
              aria-roledescription="slide"
              aria-label={fill(messages.carousel_slide, { index: index + 1, count: slides.length })}
              className={`min-w-0 shrink-0 grow-0 pl-[30px] ${slideClassName}`}
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClass}
          onClick={() => step("prev")}
          aria-label={messages.carousel_previous}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={togglePause}
          aria-label={fill(userPaused ? messages.carousel_play : messages.carousel_pause, {
            carousel: label.toLowerCase(),
          })}
        >
          {userPaused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
        <button type="button" className={controlClass} onClick={() => step("next")} aria-label={messages.carousel_next}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
