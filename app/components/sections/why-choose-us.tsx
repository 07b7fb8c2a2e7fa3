import { usePart } from "../../content/page-parts";
import { useWhyChooseUs } from "../../content/why-choose-us";
import { Section } from "../ui/section";
import { Reveal } from "../ui/reveal";

export function WhyChooseUs({ id }: { id?: string }) {
  const whyChooseUsCopy = usePart("siteCopy.whyChooseUs");
  const whyChooseUs = useWhyChooseUs();
  return (
    <Section id={id ?? "why-choose-us"} {...whyChooseUsCopy}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.map(({ id: pointId, title, description, icon: Icon }, index) => (
          <Reveal
            as="li"
            key={pointId}
            delayMs={index * 100}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-accent-500/10 text-accent-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
