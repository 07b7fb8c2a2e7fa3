/**
 * Measurement's days are the agency's days: local days in SITE_TIME_ZONE (Asia/Hong_Kong by default), from local
 * midnight to local midnight. The visitor salt changes at local midnight (visitor.ts), the dashboard's periods and
 * per-day figures are local days (queries.ts), and the retention cut falls on a local midnight (measurement.ts).
 * Every conversion between an instant and a local day is here, from the time zone data of Intl (and of Postgres,
 * which groups rows by `at AT TIME ZONE zone` with the same zone name).
 */

import { DAY_MS } from "../../shared/time";

export { DAY_MS };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock of `time` in `zone`. */
function wallClock(time: number, zone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatOf(zone).formatToParts(new Date(time))) parts[part.type] = part.value;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `zone`'s wall clock is ahead of UTC at `time`, in milliseconds (Hong Kong: 8 hours). */
export function offsetMs(time: number, zone: string): number {
  const c = wallClock(time, zone);
  const asUtc = Date.UTC(
    Number(c.year),
    Number(c.month) - 1,
    Number(c.day),
    Number(c.hour),
    Number(c.minute),
    Number(c.second),
  );
  return asUtc - Math.floor(time / 1000) * 1000;
}

/** The local day of `time` in `zone`: yyyy-mm-dd. */
export function localDay(time: number, zone: string): string {
  const c = wallClock(time, zone);
  return `${c.year}-${c.month}-${c.day}`;
}

/** The day `count` days after (or before, when negative) `day`: yyyy-mm-dd, calendar arithmetic. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The instant local `day` begins in `zone`: its local midnight (or the first instant after it, where a clock change skips it). */
export function startOfDay(day: string, zone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Two passes find the offset in force at local midnight, even when it differs from the offset at UTC midnight.
  let start = midnightUtc - offsetMs(midnightUtc, zone);
  start = midnightUtc - offsetMs(start, zone);
  return new Date(start);
}

/** `yyyy-MM-dd HH:mm:ss+HH:MM` in `zone`: the time with its offset, as Google Ads' offline conversion import reads it. */
export function zonedTime(time: number, zone: string): string {
  const c = wallClock(time, zone);
  const offset = Math.round(offsetMs(time, zone) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * The local day of many instants in a row, cheaply: the day last asked for is kept with its bounds, so that only
 * an instant outside them goes through Intl (the recorder asks once per page view).
 */
export class LocalDays {
  private current = { day: "", start: 0, end: 0 };
  constructor(readonly zone: string) {}

  /** The local day of `time` and the instant it began. */
  of(time: number): { day: string; start: number } {
    if (time < this.current.start || time >= this.current.end) {
      const day = localDay(time, this.zone);
      this.current = {
        day,
        start: startOfDay(day, this.zone).getTime(),
        end: startOfDay(addDays(day, 1), this.zone).getTime(),
      };
    }
    return this.current;
  }
}
