import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import useEmblaCarousel from "embla-carousel-react";
import AutoScroll from "embla-carousel-auto-scroll";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { prefersReducedMotion } from "~/lib/motion";
import { useHydrated } from "~/lib/use-hydrated";

interface AutoCarouselProps {
  /** The carousel's accessible name, e.g. "Client testimonials". */
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** Width classes of one slide, per breakpoint (how many show at once). */
  slideClassName: string;
  /** Pixels per frame of the continuous movement. */
  speed: number;
  tone?: "light" | "dark";
}

/**
 * A continuously moving, looping carousel (Embla + AutoScroll) that a visitor can stop (WCAG 2.2.2): a visible
 * pause button, and a pause while the pointer is over it or keyboard focus is inside it. It never starts by
 * itself for visitors who prefer reduced motion.
 */
export function AutoCarousel({ label, slides, slideClassName, speed, tone = "light" }: AutoCarouselProps) {
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: "start" }, [
    AutoScroll({ speed, startDelay: 0, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  ]);
  // Paused by the visitor's choice, or until they choose, by their preference for reduced motion.
  const [pauseChoice, setPauseChoice] = useState<boolean>();
  const prefersStill = useHydrated() && prefersReducedMotion();
  const userPaused = pauseChoice ?? prefersStill;
  const [playing, setPlaying] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  const sync = useCallback(
    (paused: boolean) => {
      const autoScroll = emblaApi?.plugins().autoScroll;
      if (!autoScroll) return;
      const shouldPlay = !paused && !hovered.current && !focused.current;
      if (shouldPlay && !autoScroll.isPlaying()) autoScroll.play();
      if (!shouldPlay && autoScroll.isPlaying()) autoScroll.stop();
    },
    [emblaApi],
  );

  useEffect(() => {
    if (!emblaApi) return;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    emblaApi.on("autoScroll:play", onPlay).on("autoScroll:stop", onStop);
    sync(prefersReducedMotion());
    return () => {
      emblaApi.off("autoScroll:play", onPlay).off("autoScroll:stop", onStop);
    };
  }, [emblaApi, sync]);

  const togglePause = () => {
    const next = !userPaused;
    setPauseChoice(next);
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
              aria-label={`${index + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-[30px] ${slideClassName}`}
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button type="button" className={controlClass} onClick={() => step("prev")} aria-label="Previous slide">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={togglePause}
          aria-label={userPaused ? `Play ${label.toLowerCase()}` : `Pause ${label.toLowerCase()}`}
        >
          {userPaused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
        <button type="button" className={controlClass} onClick={() => step("next")} aria-label="Next slide">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
