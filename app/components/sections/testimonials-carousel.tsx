import { usePart } from "../../content/page-parts";
import type { Testimonial } from "../../content/types";
import { AutoCarousel } from "../ui/auto-carousel";
import { TESTIMONIAL_STEP_MS } from "../../lib/motion";
import { Section } from "../ui/section";
import { useMessages } from "../../lib/page-language";
import { fill } from "../../../shared/i18n/messages";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const messages = useMessages();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
      <span className="rating-stars text-highlight-500" role="img" aria-label={messages.rated_five} />
      <blockquote className="mt-5 flex-1 leading-relaxed text-slate-700">
        {fill(messages.testimonial_quote, { quote: testimonial.quote })}
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-brand-300"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-navy-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">
            {fill(messages.testimonial_credit, { role: testimonial.role, company: testimonial.company })}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsCarousel() {
  const messages = useMessages();
  const testimonials = usePart("testimonials.items");
  const testimonialsLead = usePart("testimonials.lead");
  const testimonialsCopy = usePart("siteCopy.testimonials");
  return (
    <Section
      id="testimonials"
      eyebrow={testimonialsCopy.eyebrow}
      title={testimonialsCopy.title}
      lead={testimonialsLead}
      tone="muted"
    >
      <AutoCarousel
        label={messages.carousel_testimonials}
        stepMs={TESTIMONIAL_STEP_MS}
        slideClassName="basis-full min-[769px]:basis-1/2 min-[1024px]:basis-1/3 min-[1550px]:basis-1/4"
        slides={testimonials.map((testimonial) => ({
          key: testimonial.id,
          content: <TestimonialCard testimonial={testimonial} />,
        }))}
      />
    </Section>
  );
}
