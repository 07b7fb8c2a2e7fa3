/** One day in milliseconds: the server's delays, ages and retention periods are counted in it. */
export const DAY_MS = 86_400_000;

/** Whether Intl knows this IANA time zone name (`Asia/Hong_Kong`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
