// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The dashboard's figures of a period: visitors and leads, their chart, where they came from, the forms' figures, and
 * the exports. Every value from the store came from visitors' URLs: React escapes all of it.
 */
import { Fragment, type ReactNode } from "react";
import { LANGUAGE_NAMES, type Language } from "../measurement/language";
import type { Extras, Stats } from "../measurement/queries";
import type { FormExtras, FormStats } from "../measurement/form-stats";
import type { Period } from "./choices";
import { FormsPanels } from "./forms-panel";
import { number, Table } from "./table";

/** What the store gives the dashboard for a period. */
export type TrafficStats = Stats & Extras & FormStats & FormExtras;

const percent = (leads: number, visitors: number) =>
  visitors === 0 ? "–" : `${((100 * leads) / visitors).toFixed(1)}%`;

/**
 * Visitors and leads per day as SVG drawn on the server: a bar per day for visitors and, in front of it, a narrower
 * bar for that day's leads. The drawing stretches to the width of the screen (preserveAspectRatio="none"), so it
 * holds no text; the scale and the dates are HTML beside it, and its description says what it shows.
 */
function Chart({ days }: { days: Stats["days"] }) {
  const width = 720;
  const height = 200;
  const max = Math.max(1, ...days.map((day) => Math.max(day.visitors, day.leads)));
  const step = width / Math.max(1, days.length);
  const barHeight = (value: number) => (value / max) * (height - 4);
  const bar = (kind: "visitors" | "leads", index: number, value: number, share: number) => {
    if (value === 0) return null;
    const w = Math.max(0.6, step * share);
    const x = index * step + (step - w) / 2;
    const h = barHeight(value);
    return (
      <rect
        key={kind}
        className={kind}
        x={x.toFixed(2)}
        y={(height - h).toFixed(2)}
        width={w.toFixed(2)}
        height={h.toFixed(2)}
      />
    );
  };
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const totalVisitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const totalLeads = days.reduce((sum, day) => sum + day.leads, 0);
  const label = `Visitors and leads per day from ${first} to ${last}: ${totalVisitors} visitors, ${totalLeads} leads; the busiest day had ${max}.`;
  return (
    <figure className="panel chart">
      <h2 id="chart-title">Visitors and leads per day</h2>
      <div className="plot">
        <p className="scale" aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </p>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby="chart-title chart-desc"
        >
          <desc id="chart-desc">{label}</desc>
          <line className="axis" x1="0" y1={height} x2={width} y2={height} />
          {days.map((day, index) => (
            <Fragment key={day.date}>
              {bar("visitors", index, day.visitors, 0.8)}
              {bar("leads", index, day.leads, 0.4)}
            </Fragment>
          ))}
        </svg>
      </div>
      <p className="dates" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </p>
      <figcaption>
        <span className="key visitors-key">Visitors</span> <span className="key leads-key">Leads</span>{" "}
        <span className="busiest">busiest day: {max}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The period's figures: the totals, the chart, the tables and the exports, with the delivery panel among the tables.
 * Of one language, they are its pages' (queries.ts); the delivery queue's own figures are every enquiry's.
 */
export function Figures({
  period,
  language,
  stats,
  deliveryPanel,
}: {
  period: Period;
  language: Language | null;
  stats: TrafficStats;
  deliveryPanel: ReactNode;
}) {
  const span = stats.from === stats.to ? stats.from : `${stats.from} to ${stats.to}`;
  const only = language
    ? ` ${LANGUAGE_NAMES[language]} only: views of its pages, the visitors who saw any of them, and the leads sent from them.`
    : "";
  return (
    <>
      <dl className="kpis">
        <div>
          <dt>Visitors</dt>
          <dd>{number(stats.visitors)}</dd>
        </div>
        <div>
          <dt>Page views</dt>
          <dd>{number(stats.pageviews)}</dd>
        </div>
        <div>
          <dt>Leads</dt>
          <dd>{number(stats.leads)}</dd>
        </div>
        <div>
          <dt>Conversion</dt>
          <dd>{percent(stats.leads, stats.visitors)}</dd>
        </div>
      </dl>
      <p className="note">
        {`${span} (days from midnight in ${stats.timeZone}).${only} ${number(stats.notFound)} ${stats.notFound === 1 ? "view" : "views"} of the not-found page, not counted above.`}
      </p>
      <Chart days={stats.days} />
      <div className="grid">
        <Table
          id="languages-title"
          caption="Languages"
          columns={[
            { label: "Language", value: (row: Stats["languages"][number]) => LANGUAGE_NAMES[row.language] },
            { label: "Visitors", value: (row) => row.visitors, numeric: true },
            { label: "Page views", value: (row) => row.pageviews, numeric: true },
            { label: "Leads", value: (row) => row.leads, numeric: true },
            { label: "Conversion", value: (row) => percent(row.leads, row.visitors), numeric: true },
          ]}
          rows={stats.languages}
          empty="No languages."
        />
        <Table
          id="pages-title"
          caption="Pages"
          columns={[
            { label: "Page", value: (row: Stats["pages"][number]) => row.path },
            { label: "Visitors", value: (row) => row.visitors, numeric: true },
            { label: "Leads", value: (row) => row.leads, numeric: true },
            { label: "Conversion", value: (row) => percent(row.leads, row.visitors), numeric: true },
          ]}
          rows={stats.pages}
          empty="No page views in this period."
        />
        <Table
          id="campaigns-title"
          caption="Campaigns"
          columns={[
            { label: "Campaign", value: (row: Stats["campaigns"][number]) => row.campaign },
            { label: "Source / medium", value: (row) => `${row.source} / ${row.medium}` },
            { label: "Visitors", value: (row) => row.visitors, numeric: true },
            { label: "Leads", value: (row) => row.leads, numeric: true },
          ]}
          rows={stats.campaigns}
          empty="No visits in this period."
        />
        <Table
          id="sources-title"
          caption="Sources"
          columns={[
            { label: "Source / medium", value: (row: SourceRow) => `${row.source} / ${row.medium}` },
            { label: "Visitors", value: (row) => row.visitors, numeric: true },
            { label: "Leads", value: (row) => row.leads, numeric: true },
            { label: "Conversion", value: (row) => percent(row.leads, row.visitors), numeric: true },
          ]}
          rows={bySourceMedium(stats.campaigns)}
          empty="No visits in this period."
        />
        <Table
          id="referrers-title"
          caption="Referring sites"
          columns={[
            { label: "Site", value: (row: Stats["referrers"][number]) => row.host },
            { label: "Visitors", value: (row) => row.visitors, numeric: true },
            { label: "Leads", value: (row) => row.leads, numeric: true },
          ]}
          rows={stats.referrers}
          empty="No visits from other sites in this period."
        />
        {deliveryPanel}
        <FormsPanels stats={stats} />
      </div>
      <p className="exports">
        Export:{" "}
        <a href={`/admin/stats.json?days=${period.days}${language ? `&lang=${language}` : ""}`}>figures as JSON</a> ·{" "}
        <a href={`/admin/conversions.csv?days=${period.days}`}>ad conversions as CSV</a> (Google Ads offline import)
      </p>
    </>
  );
}

interface SourceRow {
  source: string;
  medium: string;
  visitors: number;
  leads: number;
}

function bySourceMedium(campaigns: Stats["campaigns"]): SourceRow[] {
  const rows = new Map<string, SourceRow>();
  for (const row of campaigns) {
    const key = `${row.source}\n${row.medium}`;
    const entry = rows.get(key) ?? { source: row.source, medium: row.medium, visitors: 0, leads: 0 };
    entry.visitors += row.visitors;
    entry.leads += row.leads;
    rows.set(key, entry);
  }
  return [...rows.values()].sort((a, b) => b.visitors - a.visitors || b.leads - a.leads);
}
