// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The admin pages, drawn on the server by React (renderToStaticMarkup) as plain HTML with one stylesheet
 * (/admin/admin.css) and an inline SVG chart: no script at all, so the pages work without JavaScript and nothing of
 * them ever loads on the public site. Every value from the store (paths, campaign names, hosts) came from visitors'
 * URLs: React escapes all of it.
 */
import type { ReactNode } from "react";
import { site } from "../../shared/site";
import type { QueueStatus } from "../delivery/enquiry-store";
import { plainPage } from "../plain-page";
import type { Language } from "../measurement/language";
import type { Device } from "../measurement/attribution";
import { Filters, type Period } from "./choices";
import { number } from "./table";
import { Figures, type TrafficStats } from "./traffic-panels";

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

function ageText(ms: number) {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

export interface DashboardData {
  period: Period;
  /** The figures of one language's pages only, or of every language (null). */
  language: Language | null;
  stats: TrafficStats | null;
  delivery: QueueStatus | null;
  now: number;
  /** The field vitals' device filter (vitals-panel.tsx): every link keeps it. */
  device?: Device | null;
  /** The field vitals' panel, below the figures. */
  vitals?: ReactNode;
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
