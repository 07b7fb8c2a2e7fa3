import { usePart } from "../../content/page-parts";
import { CalendarClock } from "lucide-react";
import { usePaths } from "../../lib/page-language";
import { NewTabNote } from "../ui/new-tab-note";
import { site } from "../../../shared/site";
import { buttonClass } from "../ui/button-link";
import { Phrases } from "../../lib/phrases";

/** The free strategy session with the founder. */
export function StrategySession() {
  const strategySessionCopy = usePart("siteCopy.strategySession");
  const paths = usePaths();
  return (
    <section aria-labelledby="strategy-session-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-3xl bg-navy-900 px-8 py-12 text-white md:grid-cols-[auto_1fr_auto] md:px-12">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-highlight-400/15 text-highlight-400">
          <CalendarClock aria-hidden="true" className="size-8" />
        </span>
        <div>
          <h2 id="strategy-session-heading" className="text-2xl font-bold sm:text-3xl">
            <Phrases>{strategySessionCopy.title}</Phrases>
          </h2>
          <p className="mt-3 leading-relaxed text-slate-300">{strategySessionCopy.lead}</p>
        </div>
        {/* The agency's booking page when it has one; otherwise the contact form, where the session is asked for. */}
        {site.bookingUrl ? (
          <a href={site.bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
            {strategySessionCopy.button}
            <NewTabNote />
          </a>
        ) : (
          <a href={`${paths.contact}#contact`} className={buttonClass()}>
            {strategySessionCopy.button}
          </a>
        )}
      </div>
    </section>
  );
}
