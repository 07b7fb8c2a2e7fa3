// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The admin pages, drawn on the server by React (renderToStaticMarkup) as plain HTML with one stylesheet
 * (/admin/admin.css) and an inline SVG chart: no script at all, so the pages work without JavaScript and nothing of
 * them ever loads on the public site. Every value from the store (paths, campaign names, hosts) came from visitors'
 * URLs: React escapes all of it.
 */
import { Fragment, type ReactNode } from "react";
import { site } from "../../shared/site";
import type { QueueStatus } from "../delivery/enquiry-store";
import { plainPage } from "../plain-page";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "../measurement/language";
import type { Device } from "../measurement/attribution";
import type { Extras, Stats } from "../measurement/queries";
import type { FormExtras, FormStats } from "../measurement/form-stats";
import { FormsPanels } from "./forms-panel";
import { number, Table } from "./table";

export const PERIODS = [
  { id: "today", label: "Today", days: 1 },
  { id: "7d", label: "7 days", days: 7 },
  { id: "30d", label: "30 days", days: 30 },
  { id: "12m", label: "12 months", days: 365 },
] as const;

export type Period = (typeof PERIODS)[number];

/** An admin page: the brand and the page's own header items above its main content. */
function layout({ title, header, children }: { title: string; header?: ReactNode; children: ReactNode }): string {
  return plainPage({
    title: `${title} · ${site.brand}`,
    robots: "noindex, nofollow",
    stylesheet: "/admin/admin.css",
    header: (
      <header className="top">
        <p className="brand">
          {site.brand} <span>Measurement</span>
        </p>
        {header}
      </header>
    ),
    children,
  });
}

export function loginPage(options: { error?: string } = {}) {
  const { error } = options;
  return layout({
    title: "Sign in",
    children: (
      <>
        <section className="login" aria-labelledby="login-title">
          <h1 id="login-title">Sign in</h1>
          <p>The dashboard of the site&apos;s visits and enquiries.</p>
          {error && (
            <p className="error" id="login-error" role="alert">
              {error}
            </p>
          )}
          <form method="post" action="/admin/login">
            <label htmlFor="password">Password</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              {...(error ? { "aria-invalid": true, "aria-describedby": "login-error" } : {})}
            />
            <button type="submit">Sign in</button>
          </form>
        </section>
      </>
    ),
  });
}

/** The dashboard right after a start, while its database is still opening: a plain word, not an error. */
export function startingPage(retrySeconds: number) {
  return layout({
    title: "Starting",
    children: (
      <section className="login" aria-labelledby="starting-title">
        <h1 id="starting-title">The dashboard is starting</h1>
        <p>
          The server has just started and is still opening the measurement database. You are signed in: reload this page
          in {retrySeconds} seconds.
        </p>
        <p>
          <a href="/admin">Reload the dashboard</a>
        </p>
      </section>
    ),
  });
}

const percent = (leads: number, visitors: number) =>
  visitors === 0 ? "–" : `${((100 * leads) / visitors).toFixed(1)}%`;

function ageText(ms: number) {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

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

export interface DashboardData {
  period: Period;
  /** The figures of one language's pages only, or of every language (null). */
  language: Language | null;
  stats: (Stats & Extras & FormStats & FormExtras) | null;
  delivery: QueueStatus | null;
  now: number;
  /** The field vitals' device filter (vitals-panel.tsx): every link keeps it. */
  device?: Device | null;
  /** The field vitals' panel, below the figures. */
  vitals?: ReactNode;
}

/** The dashboard for a period and a language: each link of one choice keeps the other. */
export const dashboardHref = (period: Period, language: Language | null, device: Device | null = null) =>
  `/admin?period=${period.id}${language ? `&lang=${language}` : ""}${device ? `&device=${device}` : ""}`;

/** A choice of the dashboard's: plain links, the current one marked, so that it works without JavaScript. */
export function Choices({
  label,
  items,
}: {
  label: string;
  items: { label: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="choices">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.current ? "page" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ period, language, device = null }: Pick<DashboardData, "period" | "language" | "device">) {
  const languages = [null, ...LANGUAGES] as const;
  return (
    <div className="filters">
      <Choices
        label="Period"
        items={PERIODS.map((item) => ({
          label: item.label,
          href: dashboardHref(item, language, device),
          current: item.id === period.id,
        }))}
      />
      <Choices
        label="Language"
        items={languages.map((item) => ({
          label: item ? LANGUAGE_NAMES[item] : "All languages",
          href: dashboardHref(period, item, device),
          current: item === language,
        }))}
      />
    </div>
  );
}

function DeliveryPanel({ delivery, stats, now }: Pick<DashboardData, "delivery" | "stats" | "now">) {
  if (!delivery) {
    return (
      <section className="panel" aria-labelledby="delivery-title">
        <h2 id="delivery-title">Delivery of enquiries</h2>
        <p className="empty">The delivery queue cannot be read right now.</p>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="delivery-title">
      <h2 id="delivery-title">Delivery of enquiries</h2>
      <dl className="facts">
        <div>
          <dt>Waiting</dt>
          <dd>{number(delivery.pending)}</dd>
        </div>
        <div>
          <dt>Oldest waiting</dt>
          <dd>
            {delivery.oldestPendingAcceptedAt === null ? "none" : ageText(now - delivery.oldestPendingAcceptedAt)}
          </dd>
        </div>
        <div>
          <dt>Dead letters</dt>
          <dd className={delivery.dead > 0 ? "warn" : undefined}>{number(delivery.dead)}</dd>
        </div>
        {stats && (
          <div>
            <dt>Leads delivered</dt>
            <dd>{`${number(stats.leadStates.delivered)} of ${number(stats.leads)}`}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

const signOut = (
  <form method="post" action="/admin/logout" className="logout">
    <button type="submit">Sign out</button>
  </form>
);

export function dashboardPage({ period, language, stats, delivery, now, device, vitals }: DashboardData) {
  const deliveryPanel = <DeliveryPanel delivery={delivery} stats={stats} now={now} />;
  return layout({
    title: "Dashboard",
    header: signOut,
    children: (
      <>
        <h1>Dashboard</h1>
        <Filters period={period} language={language} device={device} />
        {stats ? (
          <Figures period={period} language={language} stats={stats} deliveryPanel={deliveryPanel} />
        ) : (
          <>
            <p className="error" role="alert">
              The measurement database is not available right now. Pages and enquiries are not affected; try again in a
              minute.
            </p>
            {deliveryPanel}
          </>
        )}
        {vitals}
      </>
    ),
  });
}

/**
 * The period's figures: the totals, the chart, the tables and the exports, with the delivery panel among the tables.
 * Of one language, they are its pages' (queries.ts); the delivery queue's own figures are every enquiry's.
 */
function Figures({
  period,
  language,
  stats,
  deliveryPanel,
}: Pick<DashboardData, "period" | "language"> & {
  stats: NonNullable<DashboardData["stats"]>;
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

export const ADMIN_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b1324;background:#f4f6fa;line-height:1.5}
body{margin:0}
.top{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1rem;background:#0b1324;color:#fff}
.brand{margin:0;font-weight:700}
.brand span{font-weight:400;color:#67e8f9;margin-left:.25rem}
main{max-width:80rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.05rem;margin:0 0 .75rem}
button{font:inherit;cursor:pointer;border-radius:.5rem;border:1px solid #0e7490;background:#0e7490;color:#fff;padding:.5rem 1rem;min-height:2.75rem}
.logout button{background:transparent;border-color:#67e8f9;color:#fff;white-space:nowrap}
button:focus-visible,a:focus-visible,input:focus-visible,.scroll:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#0e7490}
.login{max-width:24rem;margin:3rem auto;background:#fff;padding:1.5rem;border-radius:.75rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}
.login form{display:grid;gap:.5rem}
.login input{font:inherit;padding:.6rem .75rem;border:1px solid #64748b;border-radius:.5rem;min-height:2.75rem}
.login button{margin-top:.5rem}
.error{color:#9f1239;background:#fff1f2;border:1px solid #fecdd3;padding:.5rem .75rem;border-radius:.5rem}
.filters{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:0 0 1rem}
.choices{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.choices a{display:inline-block;padding:.5rem .9rem;border-radius:999px;border:1px solid #cbd5e1;background:#fff;text-decoration:none;color:#0b1324;min-height:2.75rem}
.choices a[aria-current="page"]{background:#0b1324;color:#fff;border-color:#0b1324}
.kpis{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem;margin:0}
.kpis div,.panel{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}
.kpis dt{font-size:.85rem;color:#475569}
.kpis dd{margin:0;font-size:1.75rem;font-weight:700}
.note,.exports{color:#475569;font-size:.9rem}
.chart{margin:1rem 0}
.plot{display:flex;gap:.5rem;align-items:stretch}
.scale{margin:0;display:flex;flex-direction:column;justify-content:space-between;font-size:.8rem;color:#475569;text-align:right;min-width:1.5rem}
.chart svg{flex:1;min-width:0;height:12rem;display:block}
.dates{display:flex;justify-content:space-between;margin:.25rem 0 .5rem 2rem;font-size:.8rem;color:#475569}
.visitors{fill:#0891b2}
.leads{fill:#b45309}
.axis{stroke:#94a3b8;vector-effect:non-scaling-stroke}
.key::before{content:"";display:inline-block;width:.8rem;height:.8rem;margin-right:.3rem;vertical-align:-.1rem;border-radius:.2rem}
.visitors-key::before{background:#0891b2}
.leads-key::before{background:#b45309}
.busiest{margin-left:auto}
figcaption{font-size:.9rem;color:#334155;display:flex;flex-wrap:wrap;gap:1rem}
.grid{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
tbody th{font-weight:500;overflow-wrap:anywhere}
.num{text-align:right;white-space:nowrap}
thead th{color:#475569;font-weight:600}
thead .num{white-space:normal}
.empty{color:#475569;margin:0}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem;margin:0}
.facts dt{font-size:.85rem;color:#475569}
.facts dd{margin:0;font-size:1.25rem;font-weight:700}
.facts .warn{color:#9f1239}
@media (max-width:30rem){th,td{padding:.4rem .25rem}table{font-size:.8rem}.panel{padding:.75rem}}
@media (min-width:48rem){.kpis{grid-template-columns:repeat(4,minmax(0,1fr))}.grid{grid-template-columns:repeat(2,minmax(0,1fr))}.facts{grid-template-columns:repeat(4,minmax(0,1fr))}}
`;
