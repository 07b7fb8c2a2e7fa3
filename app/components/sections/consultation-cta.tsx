import { ArrowRight } from "lucide-react";
import { paths } from "~/config/paths";
import { site } from "../../../shared/site";
import { ButtonLink } from "~/components/ui/button-link";

export function ConsultationCta() {
  return (
    <section aria-labelledby="consultation-cta-heading" className="bg-gradient-to-r from-brand-700 via-accent-600 to-navy-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-6 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="consultation-cta-heading" className="text-3xl font-bold tracking-tight">
            Get Your Free Consultation Today
          </h2>
          <p className="mt-2 max-w-2xl text-white/85">
            Tell us what you are building. Within one working day you get a reply from an engineer, not a sales script,
            and a {site.strategySessionMinutes}-minute call if it helps.
          </p>
        </div>
        <ButtonLink to={paths.contact} variant="dark">
          Get your free consultation <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
