// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The dashboard's choices (period, language, device) as plain links, each keeping the others, so that they work
 * without JavaScript.
 */
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "../measurement/language";
import type { Device } from "../measurement/attribution";

export const PERIODS = [
  { id: "today", label: "Today", days: 1 },
  { id: "7d", label: "7 days", days: 7 },
  { id: "30d", label: "30 days", days: 30 },
  { id: "12m", label: "12 months", days: 365 },
] as const;

export type Period = (typeof PERIODS)[number];

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

/** The period and language choices above the figures. */
export function Filters({
  period,
  language,
  device = null,
}: {
  period: Period;
  language: Language | null;
  device?: Device | null;
}) {
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
