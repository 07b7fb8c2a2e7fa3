import { localeFacts, type Locale } from "../../shared/i18n/locales";
import { DAY_MS } from "../../shared/time";

const HOUR_MS = 3_600_000;

/**
 * A retention setting's value as the privacy page writes it, in the page's language: "5 days", 「5 日」. A setting
 * named in milliseconds (…_MS) is written in whole days when it is some, else in hours, rounded up; every other one
 * is a number of days (server/env.ts).
 */
export function formatRetention(setting: string, value: number, locale: Locale): string {
  const format = (amount: number, unit: "day" | "hour") =>
    new Intl.NumberFormat(localeFacts[locale].intl, { style: "unit", unit, unitDisplay: "long" }).format(amount);
  if (!setting.endsWith("_MS")) return format(value, "day");
  return value % DAY_MS === 0 ? format(value / DAY_MS, "day") : format(Math.ceil(value / HOUR_MS), "hour");
}

/**
 * The retention periods the build states (fixed from the server's settings when the site was built:
 * server/retention.ts), each period of the page's content with its value; a period whose setting the build does not
 * state is left out.
 */
export function statedPeriods<Period extends { setting: string }>(
  periods: readonly Period[],
  figures: Readonly<Record<string, number>> = JSON.parse(import.meta.env.RETENTION) as Record<string, number>,
): (Period & { value: number })[] {
  return periods.flatMap((period) => {
    const value = figures[period.setting];
    return value === undefined ? [] : [{ ...period, value }];
  });
}
