import { usePart } from "../../content/page-parts";
import { paths } from "../../config/paths";
import { Section } from "../ui/section";
import { ButtonLink } from "../ui/button-link";

/** The home page's compact view of the industries; /industries has the full cards. */
export function IndustriesServed() {
  const industries = usePart("industries.items");
  const industriesServedCopy = usePart("siteCopy.industries");
  const homeLead = usePart("industries.homeLead");
  return (
    <Section
      id="industries"
      eyebrow={industriesServedCopy.eyebrow}
      title={industriesServedCopy.title}
      lead={homeLead}
      tone="dark"
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {industries.map((industry) => (
          <li
            key={industry.id}
            className="flex min-h-14 min-w-0 items-center gap-3 rounded-xl border border-white/10 bg-white/5 p-3"
          >
            <img
              src={industry.image.src}
              alt=""
              width={640}
              height={400}
              loading="lazy"
              className="hidden h-12 w-20 shrink-0 rounded-lg object-cover sm:block"
            />
            <span className="min-w-0 text-sm font-semibold text-white sm:text-base">{industry.title}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to={paths.industries} variant="secondary">
          {industriesServedCopy.button}
        </ButtonLink>
      </div>
    </Section>
  );
}
