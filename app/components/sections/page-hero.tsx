import type { ReactNode } from "react";
import { Phrases } from "../../lib/phrases";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** An illustration shown beside the text on wide screens. */
  image?: { src: string; alt: string };
}

/** The dark banner every main-site page opens with; the transparent header sits over it. */
export function PageHero({ eyebrow, title, lead, children, image }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(99,102,241,0.25),transparent_50%)]"
      />
      <div
        className={`relative mx-auto grid max-w-7xl items-center gap-10 px-6 pt-32 pb-16 lg:pt-44 lg:pb-24 ${
          image ? "lg:grid-cols-[1.1fr_1fr]" : ""
        }`}
      >
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-brand-300 uppercase">{eyebrow}</p>}
          <h1 className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Phrases>{title}</Phrases>
          </h1>
          {lead && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-4">{children}</div>}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={640}
            height={400}
            // On the first screen, and a phone's largest paint: a small SVG is written into the page at build
            // (scripts/first-paint-images.ts), so it paints with the text.
            fetchPriority="high"
            className="w-full rounded-2xl shadow-2xl ring-1 shadow-black/40 ring-white/10"
          />
        )}
      </div>
    </section>
  );
}
