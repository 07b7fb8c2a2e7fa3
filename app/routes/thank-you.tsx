import { paths } from "~/config/paths";
import { site, telUrl, whatsappUrl } from "../../shared/site";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";

export const meta = () =>
  pageMeta({
    title: "Thank you",
    description: "We have received your message and it is on its way to our team. Here is what happens next and how to reach us sooner if it is urgent.",
    path: paths.thankYou,
    noindex: true,
  });

const nextSteps = [
  { title: "We read it today", description: "An engineer, not a salesperson, reads your message and checks whether we are the right fit." },
  { title: "You hear back within one working day", description: "We reply by e-mail with questions or a proposed time for a call." },
  { title: "A free strategy session", description: `If it helps, we book the ${site.strategySessionMinutes}-minute session with ${site.founder.name} to shape a plan and a budget.` },
];

export default function ThankYou() {
  return (
    <>
      <PageHero eyebrow="Message received" title="Thank you, your message is on its way to our team" lead={`We have received it, and it is being delivered to the ${site.brand} team's inbox. Here is what happens next.`}>
        <ButtonLink to={paths.home}>Back to the home page</ButtonLink>
        <ButtonLink to={paths.portfolio} variant="secondary">
          See our work meanwhile
        </ButtonLink>
      </PageHero>
      <Section title="What happens next" tone="muted">
        <ol className="grid gap-6 md:grid-cols-3">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="text-sm font-bold text-brand-700">Step {index + 1}</span>
              <h3 className="mt-1 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center text-slate-600">
          Something urgent? Call us on{" "}
          <a className="font-semibold text-brand-700 underline" href={telUrl}>
            {site.phone.display}
          </a>{" "}
          or{" "}
          <a className="font-semibold text-brand-700 underline" href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            message us on WhatsApp
          </a>
          .
        </p>
      </Section>
    </>
  );
}
