// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The dashboard's "Speed for real visitors" panel: the field Core Web Vitals (server/measurement/vitals-queries.ts)
 * of the period and language, filtered by device class. Each p75 is rated in words by Google's thresholds, with its
 * sample count; under MIN_SAMPLES samples the panel says so instead of a percentile. Plain HTML, no script.
 */
import { VITAL_THRESHOLDS, type VitalMetric } from "../../shared/vitals-contract";
import { DEVICES, type Device } from "../measurement/attribution";
import { LANGUAGE_NAMES, type Language } from "../measurement/language";
import { MIN_SAMPLES, ratingOf, type MetricFigures } from "../measurement/vitals-histogram";
import type { VitalsFigures, VitalsStats } from "../measurement/vitals-queries";
import { Choices, dashboardHref, type Period } from "./choices";
import { number, Table } from "./table";

const NAMES: Record<VitalMetric, string> = {
  lcp: "Largest Contentful Paint (LCP)",
  inp: "Interaction to Next Paint (INP)",
  cls: "Cumulative Layout Shift (CLS)",
  fcp: "First Contentful Paint (FCP)",
  ttfb: "Time to First Byte (TTFB)",
};
const SHOWN = ["lcp", "inp", "cls"] as const;
const RATING_WORDS = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const;
const DEVICE_NAMES: Record<Device, string> = { phone: "Phones", tablet: "Tablets", desktop: "Desktops" };

/** A metric's value as people read it: seconds for the page's paints and first byte, ms for INP, CLS as it is. */
export function metricText(metric: VitalMetric, value: number): string {
  if (metric === "cls") return value.toFixed(2);
  if (metric === "inp") return `${number(Math.round(value))} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** "1.80 s, good", or why there is no percentile. */
export function p75Text(metric: VitalMetric, figures: MetricFigures): string {
  const samples = figures.good + figures.needsImprovement + figures.poor;
  if (figures.p75 === null)
    return samples === 0 ? "no samples" : `too few samples (${number(samples)} of ${MIN_SAMPLES})`;
  return `${metricText(metric, figures.p75)}, ${RATING_WORDS[ratingOf(metric, figures.p75)]}`;
}

function Overall({ overall }: { overall: VitalsFigures }) {
  return (
    <dl className="vitals-kpis">
      {SHOWN.map((metric) => {
        const figures = overall[metric];
        const samples = figures.good + figures.needsImprovement + figures.poor;
        const rating = figures.p75 === null ? null : ratingOf(metric, figures.p75);
        return (
          <div key={metric} className={rating ? `rated ${rating}` : undefined}>
            <dt>{NAMES[metric]}, p75</dt>
            <dd>
              <span className="value">{figures.p75 === null ? "–" : metricText(metric, figures.p75)}</span>{" "}
              <span className="rating">{rating ? RATING_WORDS[rating] : p75Text(metric, figures)}</span>
            </dd>
            <dd className="samples">
              {number(samples)} samples: {number(figures.good)} good, {number(figures.needsImprovement)} needs
              improvement, {number(figures.poor)} poor
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export interface VitalsPanelData {
  period: Period;
  language: Language | null;
  device: Device | null;
  /** null: the figures cannot be read right now. */
  vitals: VitalsStats | null;
}

export function VitalsPanel({ period, language, device, vitals }: VitalsPanelData) {
  const thresholds = SHOWN.map(
    (metric) =>
      `${metric.toUpperCase()} ${metricText(metric, VITAL_THRESHOLDS[metric].good)} / ${metricText(metric, VITAL_THRESHOLDS[metric].poor)}`,
  ).join(", ");
  return (
    <section className="panel vitals" aria-labelledby="vitals-title">
      <h2 id="vitals-title">Speed for real visitors</h2>
      <Choices
        label="Device"
        items={[null, ...DEVICES].map((item) => ({
          label: item ? DEVICE_NAMES[item] : "All devices",
          href: dashboardHref(period, language, item),
          current: item === device,
        }))}
      />
      {vitals === null ? (
        <p className="error" role="alert">
          The speed figures cannot be read right now; try again in a minute.
        </p>
      ) : vitals.overall.samples === 0 ? (
        <p className="empty">No page views measured in this period.</p>
      ) : (
        <>
          <p className="note">
            {`The 75th percentile (p75) of ${number(vitals.overall.samples)} measured page views${device ? ` on ${DEVICE_NAMES[device].toLowerCase()}` : ""}${language ? ` in ${LANGUAGE_NAMES[language]}` : ""}, rated by Google's thresholds for good / poor (${thresholds}). Under ${MIN_SAMPLES} samples there is no percentile.`}
          </p>
          <Overall overall={vitals.overall} />
          <div className="grid">
            <Table
              id="vitals-pages-title"
              caption="Speed by page"
              columns={[
                { label: "Page", value: (row: VitalsStats["pages"][number]) => row.path },
                { label: "Device", value: (row) => row.device },
                { label: "Samples", value: (row) => row.samples, numeric: true },
                ...SHOWN.map((metric) => ({
                  label: `${metric.toUpperCase()} p75`,
                  value: (row: VitalsStats["pages"][number]) => p75Text(metric, row[metric]),
                })),
              ]}
              rows={vitals.pages}
              empty="No page views measured."
            />
            <Table
              id="vitals-days-title"
              caption="Speed by day (p75)"
              columns={[
                { label: "Day", value: (row: VitalsStats["days"][number]) => row.date },
                { label: "Samples", value: (row) => row.samples, numeric: true },
                ...SHOWN.map((metric) => ({
                  label: metric.toUpperCase(),
                  value: (row: VitalsStats["days"][number]) =>
                    row[metric] === null ? "too few samples" : metricText(metric, row[metric]),
                })),
              ]}
              rows={vitals.days}
              empty="No days with measured page views."
            />
            <Table
              id="vitals-targets-title"
              caption="Slowest interactions: their elements"
              columns={[
                { label: "Element (tag, id, classes)", value: (row: VitalsStats["targets"][number]) => row.target },
                { label: "Page views", value: (row) => row.samples, numeric: true },
              ]}
              rows={vitals.targets}
              empty="No interactions measured."
            />
          </div>
        </>
      )}
    </section>
  );
}
