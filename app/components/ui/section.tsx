import { useId, type ReactNode } from "react";
import { Phrases } from "../../lib/phrases";

const tones = {
  light: "bg-white text-slate-800",
  muted: "bg-slate-50 text-slate-800",
  dark: "bg-navy-900 text-white",
} as const;

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** A page block with its own heading, so every block is a labelled region of the outline. */
export function Section({ id, eyebrow, title, lead, tone = "light", children }: SectionProps) {
  // A title in Latin letters names its heading; one in Chinese has no slug, so the heading gets an id of React's.
  const ownId = useId();
  const headingId = `${id ?? (slugify(title) || ownId)}-heading`;
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} py-16 sm:py-24`}>
      <div className="mx-auto max-w-7xl px-6">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {eyebrow && (
            <p
              className={`mb-3 text-sm font-semibold tracking-[0.2em] uppercase ${dark ? "text-brand-300" : "text-brand-700"}`}
            >
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? "text-white" : "text-navy-900"}`}
          >
            <Phrases>{title}</Phrases>
          </h2>
          {lead && (
            <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-slate-300" : "text-slate-600"}`}>{lead}</p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
