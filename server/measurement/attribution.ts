/**
 * What a page view or a lead keeps of where the visitor came from: the UTM parameters, one ad click id, the
 * referring host (never the referrer's path or query) and a device class. Any other query parameter is ignored.
 */
import { isbot } from "isbot";

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** In order of preference when a URL carries several. */
export const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;

export type UtmField = (typeof UTM_FIELDS)[number];

export interface Attribution {
  utm: Partial<Record<UtmField, string>>;
  clickId: { type: ClickIdType; value: string } | null;
  referrerHost: string | null;
}

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** UTM values are cut to this length: enough for any real campaign name. */
const MAX_VALUE = 200;

const clean = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_VALUE) : undefined;
};

/**
 * The characters and length each network's click id comes in; a value outside them is no click id and is not
 * recorded (nor cut to fit). Google's gclid, gbraid and wbraid are URL-safe base64: letters, digits, `-` and `_`
 * (observed 20 to about 100 characters; Google documents no maximum, so up to 200 are taken). Meta's fbclid: the
 * same alphabet (observed about 60 to 200). Microsoft's msclkid is a GUID without its dashes: 32 hexadecimal digits.
 */
export const CLICK_ID_FORMATS: Record<ClickIdType, RegExp> = {
  gclid: /^[A-Za-z0-9_-]{1,200}$/,
  gbraid: /^[A-Za-z0-9_-]{1,200}$/,
  wbraid: /^[A-Za-z0-9_-]{1,200}$/,
  fbclid: /^[A-Za-z0-9_-]{1,200}$/,
  msclkid: /^[0-9A-Fa-f]{32}$/,
};

export type ClickIdType = (typeof CLICK_IDS)[number];

export function attributionOf(search: string, referer: string | undefined, ownHosts: readonly string[]): Attribution {
  // Most page views carry no query at all.
  if (search.length <= 1) return { utm: {}, clickId: null, referrerHost: referrerHostOf(referer, ownHosts) };
  const params = new URLSearchParams(search);
  const utm: Attribution["utm"] = {};
  for (const field of UTM_FIELDS) {
    const value = clean(params.get(field));
    if (value !== undefined) utm[field] = value;
  }
  let clickId: Attribution["clickId"] = null;
  for (const type of CLICK_IDS) {
    const value = params.get(type)?.trim();
    if (value && CLICK_ID_FORMATS[type].test(value)) {
      clickId = { type, value };
      break;
    }
  }
  return { utm, clickId, referrerHost: referrerHostOf(referer, ownHosts) };
}

/**
 * The columns a page view and a lead keep of their attribution, in the tables' order (store.ts), with their values.
 * The recorder writes them from here.
 */
export function attributionColumns(a: Attribution) {
  return {
    referrer_host: a.referrerHost,
    utm_source: a.utm.utm_source ?? null,
    utm_medium: a.utm.utm_medium ?? null,
    utm_campaign: a.utm.utm_campaign ?? null,
    utm_term: a.utm.utm_term ?? null,
    utm_content: a.utm.utm_content ?? null,
    click_id_type: a.clickId?.type ?? null,
    click_id: a.clickId?.value ?? null,
  };
}

export type AttributionColumn = keyof ReturnType<typeof attributionColumns>;
export const ATTRIBUTION_COLUMNS = Object.keys(
  attributionColumns({ utm: {}, clickId: null, referrerHost: null }),
) as AttributionColumn[];

/**
 * The rule: a visit has attribution (it "came from somewhere") when it has a referring site, a campaign's source,
 * medium or name, or an ad click id. `utm_term` and `utm_content` only refine a campaign: alone they name none, so
 * a visit with only them is direct, and a lead sent from such a page takes the attribution of the visitor's earlier
 * view that came from somewhere. The recorder (a lead's own post), the lead's look-up of the visitor's page views
 * and the dashboard's figures (queries.ts) all read these columns: `hasAttribution` in TypeScript, `hasAttributionSql`
 * in SQL.
 */
export const ATTRIBUTING_COLUMNS = [
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "click_id",
] as const satisfies readonly AttributionColumn[];

export function hasAttribution(a: Attribution): boolean {
  const columns = attributionColumns(a);
  return ATTRIBUTING_COLUMNS.some((column) => columns[column] !== null);
}

/** The same rule as a SQL condition on a row of pageviews or leads; `alias` names the table (`p`) or is empty. */
export function hasAttributionSql(alias = ""): string {
  const prefix = alias ? `${alias}.` : "";
  return `(${ATTRIBUTING_COLUMNS.map((column) => `${prefix}${column} IS NOT NULL`).join(" OR ")})`;
}

/** The referrer's host name, lower case; null for none, our own site, or anything that is not an http(s) URL. */
export function referrerHostOf(referer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return ownHosts.some((own) => own.toLowerCase().replace(/^www\./, "") === host) ? null : host.slice(0, 253);
  } catch {
    return null;
  }
}

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return "phone";
  return "desktop";
}

/** How many user agents' verdicts personDevices keeps, before it forgets them all. */
const AGENTS_KEPT = 500;

/**
 * The device class of a user agent, or null for a bot (isbot) or none. A page under load is asked for by the same few
 * browsers again and again: the verdicts are kept in memory (at most AGENTS_KEPT, then forgotten together), as isbot's
 * one large expression is most of the page view hook's time.
 */
export function personDevices(): (userAgent: string) => Device | null {
  const agents = new Map<string, Device | null>();
  return (userAgent) => {
    let verdict = agents.get(userAgent);
    if (verdict === undefined) {
      verdict = userAgent === "" || isbot(userAgent) ? null : deviceOf(userAgent);
      if (agents.size >= AGENTS_KEPT) agents.clear();
      agents.set(userAgent, verdict);
    }
    return verdict;
  };
}
