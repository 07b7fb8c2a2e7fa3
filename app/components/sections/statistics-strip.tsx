import { usePart } from "../../content/page-parts";
import { useRef } from "react";
import type { Statistic } from "../../content/types";
import { useCountUp } from "../../lib/use-count-up";
import { useInViewOnce } from "../../lib/use-in-view";
import { useMessages } from "../../lib/page-language";

function Counter({ stat, start }: { stat: Statistic; start: boolean }) {
  const value = useCountUp(stat.value, stat.durationMs, start);
  return (
    <div className="text-center">
      <dt className="order-2 mt-2 text-sm font-medium tracking-wide text-slate-300 uppercase">{stat.label}</dt>
      <dd className="order-1 text-5xl font-bold text-white tabular-nums sm:text-6xl">
        {/* Screen readers get the final figure once, not every frame of the count. */}
        <span aria-hidden="true" data-testid={`stat-${stat.id}`}>
          {value}
          {stat.suffix}
        </span>
        <span className="sr-only">
          {stat.value}
          {stat.suffix}
        </span>
      </dd>
    </div>
  );
}

/** 2+ years, 50+ projects, 20+ people: each counts up once when the strip scrolls into view. */
export function StatisticsStrip() {
  const statistics = usePart("statistics.items");
  const ref = useRef<HTMLDListElement>(null);
  const inView = useInViewOnce(ref);
  return (
    <section aria-label={useMessages().statistics_region} className="bg-navy-900 py-14">
      <dl ref={ref} className="mx-auto grid max-w-5xl gap-10 px-6 sm:grid-cols-3 [&>div]:flex [&>div]:flex-col">
        {statistics.map((stat) => (
          <Counter key={stat.id} stat={stat} start={inView} />
        ))}
      </dl>
    </section>
  );
}
