/**
 * What a page view or a lead keeps of where the visitor came from: the UTM parameters, one ad click id, the
 * referring host (never the referrer's path or query) and a device class. Any other query parameter is ignored.
 */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** In order of preference when a URL carries several. */
export const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;

export type UtmField = (typeof UTM_FIELDS)[number];

export interface Attribution {
  utm: Partial<Record<UtmField, string>>;
  clickId: { type: (typeof CLICK_IDS)[number]; value: string } | null;
  referrerHost: string | null;
}

export type Device = "phone" | "tablet" | "desktop";

/** Values are cut to this length: enough for any real campaign name or click id. */
const MAX_VALUE = 200;

const clean = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_VALUE) : undefined;
};

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
    const value = clean(params.get(type));
    if (value !== undefined && /^[\w.~-]+$/.test(value)) {
      clickId = { type, value };
      break;
    }
  }
  return { utm, clickId, referrerHost: referrerHostOf(referer, ownHosts) };
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
