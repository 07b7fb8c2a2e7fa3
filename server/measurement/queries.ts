/**
 * The figures of the dashboard, /admin/stats.json, /admin/conversions.csv and `npm run stats`, for the last N days
 * (local days in SITE_TIME_ZONE, today included). A visitor is a visitor key, which is new every local day (a visit
 * that goes on past midnight keeps its key: recorder.ts): a person who comes on three days is three visitors, as in
 * Plausible and Fathom. A visitor's source is the first page view of their day that came from somewhere
 * (attribution.ts has the rule: a campaign, an ad click, another site); one with none came direct.
 *
 * Every figure can be one language's (language.ts): its page views, the visitors who saw at least one of its pages
 * (a visitor who reads both languages is a visitor of each), their campaigns and referring sites (taken from all
 * their page views of the day, as without a language: an ad that lands on an English page still brought the visitor
 * who then reads the Chinese pages), and the leads sent from its pages.
 */
import { hasAttributionSql } from "./attribution";
import { addDays, localDay, startOfDay, zonedTime } from "./days";
import { LANGUAGES, type Language } from "./language";
import type { Sql } from "./store";

export interface Stats {
  from: string;
  to: string;
  visitors: number;
  pageviews: number;
  leads: number;
  pages: { path: string; visitors: number; pageviews: number; leads: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number; leads: number }[];
  referrers: { host: string; visitors: number; leads: number }[];
  days: { date: string; visitors: number; leads: number }[];
  /** Every language, in LANGUAGES' order (only the one asked for, when one is). */
  languages: { language: Language; visitors: number; pageviews: number; leads: number }[];
}

export interface Extras {
  /** SITE_TIME_ZONE: the days' time zone. */
  timeZone: string;
  /** Views of the not-found page. */
  notFound: number;
  /** Leads by delivery state. */
  leadStates: { accepted: number; delivered: number; dead: number };
}

const TOP = 50;

/** The last `days` local days in `timeZone`, today included: their dates and the instant the first one began. */
export function periodOf(days: number, timeZone: string, now = Date.now()) {
  const to = localDay(now, timeZone);
  const from = addDays(to, -(days - 1));
  return { from, to, start: startOfDay(from, timeZone) };
}
const SOURCE = `coalesce(utm_source, CASE WHEN click_id_type IN ('gclid', 'gbraid', 'wbraid') THEN 'google' WHEN click_id_type = 'fbclid' THEN 'facebook' WHEN click_id_type = 'msclkid' THEN 'bing' END, referrer_host, '(direct)')`;
const MEDIUM = `coalesce(utm_medium, CASE WHEN click_id IS NOT NULL THEN 'cpc' WHEN referrer_host IS NOT NULL THEN 'referral' ELSE '(none)' END)`;
const CAMPAIGN = "coalesce(utm_campaign, '(none)')";

/**
 * Each visitor of the period once, with the attribution of their day: of one language, those who saw at least one
 * of its pages, the condition `inLanguage` (see statsOf).
 */
const visitorsOf = (inLanguage: string) => `
  SELECT DISTINCT ON (visitor) visitor, at, referrer_host, ${SOURCE} AS source, ${MEDIUM} AS medium, ${CAMPAIGN} AS campaign
  FROM pageviews WHERE at >= $1 AND NOT not_found
    ${inLanguage ? `AND visitor IN (SELECT visitor FROM pageviews WHERE at >= $1 AND NOT not_found ${inLanguage})` : ""}
  ORDER BY visitor, ${hasAttributionSql()} DESC, at`;

const int = (value: unknown) => Number(value ?? 0);

/**
 * The figures of the period, of every language or of `language` only. Its condition, `AND language = $n`, is added to
 * every query when a language is asked for, its value the query's last parameter; without one the queries have
 * neither.
 */
export async function statsOf(
  db: Sql,
  days: number,
  timeZone: string,
  language: Language | null = null,
  now = Date.now(),
): Promise<Stats & Extras> {
  const { from, to, start } = periodOf(days, timeZone, now);
  const withLanguage = (params: unknown[]) => ({
    params: language ? [...params, language] : params,
    inLanguage: language ? `AND language = $${params.length + 1}` : "",
  });
  const { params, inLanguage } = withLanguage([start]);
  const visitors = visitorsOf(inLanguage);
  const [totals] = await db.query<{ visitors: number; pageviews: number; not_found: number }>(
    `SELECT count(DISTINCT visitor) FILTER (WHERE NOT not_found)::int AS visitors, coalesce(sum(views) FILTER (WHERE NOT not_found), 0)::int AS pageviews,
            coalesce(sum(views) FILTER (WHERE not_found), 0)::int AS not_found
     FROM pageviews WHERE at >= $1 ${inLanguage}`,
    params,
  );
  const [leadTotals] = await db.query<{ leads: number; delivered: number; dead: number }>(
    `SELECT count(*)::int AS leads, count(*) FILTER (WHERE state = 'delivered')::int AS delivered, count(*) FILTER (WHERE state = 'dead')::int AS dead
     FROM leads WHERE at >= $1 ${inLanguage}`,
    params,
  );
  const pages = await db.query<{ path: string; visitors: number; pageviews: number; leads: number }>(
    `SELECT path, sum(visitors)::int AS visitors, sum(pageviews)::int AS pageviews, sum(leads)::int AS leads FROM (
       SELECT path, count(DISTINCT visitor) AS visitors, sum(views) AS pageviews, 0 AS leads FROM pageviews WHERE at >= $1 AND NOT not_found ${inLanguage} GROUP BY path
       UNION ALL
       SELECT page AS path, 0, 0, count(*) FROM leads WHERE at >= $1 ${inLanguage} GROUP BY page
     ) AS counts GROUP BY path ORDER BY visitors DESC, leads DESC, path LIMIT ${TOP}`,
    params,
  );
  const campaigns = await db.query<{
    source: string;
    medium: string;
    campaign: string;
    visitors: number;
    leads: number;
  }>(
    `SELECT source, medium, campaign, sum(visitors)::int AS visitors, sum(leads)::int AS leads FROM (
       SELECT source, medium, campaign, count(*) AS visitors, 0 AS leads FROM (${visitors}) AS v GROUP BY source, medium, campaign
       UNION ALL
       SELECT ${SOURCE}, ${MEDIUM}, ${CAMPAIGN}, 0, count(*) FROM leads WHERE at >= $1 ${inLanguage} GROUP BY 1, 2, 3
     ) AS counts GROUP BY source, medium, campaign ORDER BY visitors DESC, leads DESC, source LIMIT ${TOP}`,
    params,
  );
  const referrers = await db.query<{ host: string; visitors: number; leads: number }>(
    `SELECT host, sum(visitors)::int AS visitors, sum(leads)::int AS leads FROM (
       SELECT referrer_host AS host, count(*) AS visitors, 0 AS leads FROM (${visitors}) AS v WHERE referrer_host IS NOT NULL GROUP BY referrer_host
       UNION ALL
       SELECT referrer_host, 0, count(*) FROM leads WHERE at >= $1 AND referrer_host IS NOT NULL ${inLanguage} GROUP BY referrer_host
     ) AS counts GROUP BY host ORDER BY visitors DESC, leads DESC, host LIMIT ${TOP}`,
    params,
  );
  const byLanguage = await db.query<{ language: string; visitors: number; pageviews: number; leads: number }>(
    `SELECT language, sum(visitors)::int AS visitors, sum(pageviews)::int AS pageviews, sum(leads)::int AS leads FROM (
       SELECT language, count(DISTINCT visitor) AS visitors, sum(views) AS pageviews, 0 AS leads FROM pageviews WHERE at >= $1 AND NOT not_found ${inLanguage} GROUP BY language
       UNION ALL
       SELECT language, 0, 0, count(*) FROM leads WHERE at >= $1 ${inLanguage} GROUP BY language
     ) AS counts GROUP BY language`,
    params,
  );
  const day = withLanguage([start, timeZone]);
  const perDay = await db.query<{ date: string; visitors: number; leads: number }>(
    `SELECT date, sum(visitors)::int AS visitors, sum(leads)::int AS leads FROM (
       SELECT to_char(at AT TIME ZONE $2, 'YYYY-MM-DD') AS date, count(DISTINCT visitor) AS visitors, 0 AS leads FROM pageviews WHERE at >= $1 AND NOT not_found ${day.inLanguage} GROUP BY 1
       UNION ALL
       SELECT to_char(at AT TIME ZONE $2, 'YYYY-MM-DD'), 0, count(*) FROM leads WHERE at >= $1 ${day.inLanguage} GROUP BY 1
     ) AS counts GROUP BY date`,
    day.params,
  );
  const byDate = new Map(perDay.map((row) => [row.date, row]));
  const dayList: Stats["days"] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDate.get(date);
    dayList.push({ date, visitors: int(row?.visitors), leads: int(row?.leads) });
  }
  const leads = int(leadTotals?.leads);
  const delivered = int(leadTotals?.delivered);
  const dead = int(leadTotals?.dead);
  return {
    from,
    to,
    visitors: int(totals?.visitors),
    pageviews: int(totals?.pageviews),
    leads,
    pages: pages.map((row) => ({
      path: row.path,
      visitors: int(row.visitors),
      pageviews: int(row.pageviews),
      leads: int(row.leads),
    })),
    campaigns: campaigns.map((row) => ({ ...row, visitors: int(row.visitors), leads: int(row.leads) })),
    referrers: referrers.map((row) => ({ host: row.host, visitors: int(row.visitors), leads: int(row.leads) })),
    days: dayList,
    languages: LANGUAGES.filter((code) => language === null || code === language).map((code) => {
      const row = byLanguage.find((found) => found.language === code);
      return { language: code, visitors: int(row?.visitors), pageviews: int(row?.pageviews), leads: int(row?.leads) };
    }),
    timeZone,
    notFound: int(totals?.not_found),
    leadStates: { accepted: leads - delivered - dead, delivered, dead },
  };
}

/** Only the contract's fields (docs/contracts.md), in its order. */
export function publicStats(stats: Stats): Stats {
  const { from, to, visitors, pageviews, leads, pages, campaigns, referrers, days, languages } = stats;
  return { from, to, visitors, pageviews, leads, pages, campaigns, referrers, days, languages };
}

export const CONVERSIONS_HEADER =
  "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency";

/**
 * One CSV cell. A cell that a spreadsheet would read as a formula (it begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return) gets a leading `'` and quotes, as OWASP's "CSV Injection" advises; a cell with a quote, a comma
 * or a line break is quoted, its quotes doubled.
 */
export function csvField(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value);
  const cell = formula ? `'${value}` : value;
  return formula || /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The leads with a gclid, oldest first: Google Ads' offline conversion import layout, times in `timeZone`. */
export async function conversionsCsv(db: Sql, days: number, timeZone: string, now = Date.now()): Promise<string> {
  const { start } = periodOf(days, timeZone, now);
  const rows = await db.query<{ click_id: string; at: Date | string }>(
    "SELECT click_id, at FROM leads WHERE at >= $1 AND click_id_type = 'gclid' ORDER BY at, message_id",
    [start],
  );
  const lines = rows.map((row) =>
    [row.click_id, "Enquiry", zonedTime(new Date(row.at).getTime(), timeZone), "", ""].map(csvField).join(","),
  );
  return [CONVERSIONS_HEADER, ...lines].join("\r\n") + "\r\n";
}
