import { usePart } from "../../content/page-parts";
import { ArrowRight } from "lucide-react";
import { paths } from "../../config/paths";
import { ButtonLink } from "../ui/button-link";
import { Phrases } from "../../lib/phrases";

export function ConsultationCta() {
  const consultationCtaCopy = usePart("siteCopy.consultationCta");
  return (
    <section
      aria-labelledby="consultation-cta-heading"
      className="bg-gradient-to-r from-brand-700 via-accent-600 to-navy-800 text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-6 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="consultation-cta-heading" className="text-3xl font-bold tracking-tight">
            <Phrases>{consultationCtaCopy.title}</Phrases>
          </h2>
          <p className="mt-2 max-w-2xl text-white/85">{consultationCtaCopy.lead}</p>
        </div>
        <ButtonLink to={paths.contact} variant="dark">
          {consultationCtaCopy.button} <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
