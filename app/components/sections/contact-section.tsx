import { usePart } from "../../content/page-parts";
import { ContactFormIsland } from "../islands/islands";
import { ContactChannels } from "./contact-channels";
import { useMemo } from "react";
import { Phrases } from "../../lib/phrases";

/** "Ready to find out…": the contact block shared by home, contact and the landing pages. */
export function ContactSection({ id = "contact" }: { id?: string }) {
  const contactSectionCopy = usePart("siteCopy.contactSection");
  const services = usePart("services");
  // The contact form's service choices: the services' titles, the same array while the page lives (the island is memoised).
  const serviceTitles = useMemo(() => services.map((service) => service.title), [services]);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">
            {contactSectionCopy.eyebrow}
          </p>
          <h2 id={`${id}-heading`} className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            <Phrases>{contactSectionCopy.title}</Phrases>
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{contactSectionCopy.lead}</p>
          <div className="mt-8">
            <ContactChannels />
          </div>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10">
          <h3 className="text-2xl font-semibold text-navy-900">
            <Phrases>{contactSectionCopy.formTitle}</Phrases>
          </h3>
          <ContactFormIsland serviceTitles={serviceTitles} />
        </div>
      </div>
    </section>
  );
}
