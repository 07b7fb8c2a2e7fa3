import { usePart } from "../../content/page-parts";
import { ChevronDown } from "lucide-react";
import { Section } from "../ui/section";
import { JsonLd } from "../ui/json-ld";
import { faqPageJsonLd } from "../../lib/structured-data";
import { useLocale } from "../../lib/page-language";

/** Native <details> disclosures: they open by mouse, keyboard and screen reader, and work without JavaScript. */
export function FaqList() {
  const faqs = usePart("faqs.items");
  const locale = useLocale();
  const faqCopy = usePart("siteCopy.faq");
  return (
    <Section id="faq" {...faqCopy} tone="muted">
      <JsonLd data={faqPageJsonLd(faqs, locale)} />
      <div className="mx-auto max-w-3xl space-y-3">
        {faqs.map((faq) => (
          <details key={faq.id} className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:shadow-md">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="list-disc space-y-2 px-6 pb-6 pl-11 leading-relaxed text-slate-600">
              {faq.answer.map((point) => (
                <li key={point.slice(0, 40)}>{point}</li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </Section>
  );
}
