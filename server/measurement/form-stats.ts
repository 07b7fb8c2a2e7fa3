/**
 * The forms' figures for the dashboard, stats.json and `npm run stats` (form-events.ts has what is counted): for the
 * last N local days, of every language or of one, the held submissions and their reasons, each form's starts, sends
 * (its leads) and held submissions per language, and where visitors were refused: form, field, message (its English
 * text, whichever language the visitor saw) and language.
 */
import type { EnquiryKind } from "../../app/features/enquiry/posted-forms.server";
import { addDays } from "./days";
import { englishOf, FORM_KINDS } from "./form-catalogue";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "./language";
import { periodOf } from "./queries";
import type { Sql } from "./store";

export interface FormStats {
  held: { total: number; reasons: { reason: string; count: number }[] };
  forms: { form: EnquiryKind; language: Language; started: number; sent: number; held: number }[];
  refusals: { form: string; field: string; message: string; language: Language; count: number }[];
}

export interface FormExtras {
  /** Held submissions per day of the period, for the dashboard. */
  heldDays: { date: string; held: number }[];
}

const int = (value: unknown) => Number(value ?? 0);

export async function formStatsOf(
  db: Sql,
  days: number,
  timeZone: string,
  language: Language | null = null,
  now = Date.now(),
): Promise<FormStats & FormExtras> {
  const { from, to, start } = periodOf(days, timeZone, now);
  const params = language ? [from, language] : [from];
  const inLanguage = language ? "AND language = $2" : "";
  const events = `FROM form_events WHERE day >= $1::date ${inLanguage}`;
  const steps = await db.query<{ form: string; language: string; event: string; count: number }>(
    `SELECT form, language, event, sum(count)::int AS count ${events} AND event IN ('started', 'held') GROUP BY 1, 2, 3`,
    params,
  );
  const sends = await db.query<{ form: string; language: string; count: number }>(
    `SELECT form, language, count(*)::int AS count FROM leads WHERE at >= $1 ${language ? "AND language = $2" : ""} GROUP BY 1, 2`,
    language ? [start, language] : [start],
  );
  const reasons = await db.query<{ reason: string; count: number }>(
    `SELECT detail AS reason, sum(count)::int AS count ${events} AND event = 'held-reason' GROUP BY 1 ORDER BY 2 DESC, 1`,
    params,
  );
  const refusals = await db.query<{ form: string; field: string; message: string; language: Language; count: number }>(
    `SELECT form, field, detail AS message, language, sum(count)::int AS count ${events} AND event = 'refusal'
     GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC, 1, 2, 3, 4`,
    params,
  );
  const perDay = await db.query<{ date: string; held: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(count)::int AS held ${events} AND event = 'held' GROUP BY 1`,
    params,
  );

  const countOf = (rows: { form: string; language: string; count: number }[], form: string, code: string) =>
    int(rows.find((row) => row.form === form && row.language === code)?.count);
  const forms: FormStats["forms"] = [];
  for (const form of FORM_KINDS)
    for (const code of LANGUAGES.filter((each) => language === null || each === language))
      forms.push({
        form,
        language: code,
        started: countOf(
          steps.filter((row) => row.event === "started"),
          form,
          code,
        ),
        sent: countOf(sends, form, code),
        held: countOf(
          steps.filter((row) => row.event === "held"),
          form,
          code,
        ),
      });
  const heldByDate = new Map(perDay.map((row) => [row.date, int(row.held)]));
  const heldDays: FormExtras["heldDays"] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) heldDays.push({ date, held: heldByDate.get(date) ?? 0 });
  return {
    held: {
      total: forms.reduce((sum, row) => sum + row.held, 0),
      reasons: reasons.map((row) => ({ reason: row.reason, count: int(row.count) })),
    },
    forms,
    refusals: refusals.map((row) => ({
      form: row.form,
      field: row.field,
      message: englishOf(row.form, row.field, row.message),
      language: row.language,
      count: int(row.count),
    })),
    heldDays,
  };
}

/** Only the contract's fields (docs/contracts.md), in its order. */
export function publicFormStats({ held, forms, refusals }: FormStats): FormStats {
  return { held, forms, refusals };
}

const num = (value: number, width = 9) => value.toLocaleString("en-US").padStart(width);

/** The forms' figures as `npm run stats` prints them. */
export function formatFormStats({ held, forms, refusals }: FormStats, top = 10): string {
  const lines = [
    "",
    "Forms                                   started      sent      held",
    ...forms.map(
      (row) =>
        `  ${`${row.form} · ${LANGUAGE_NAMES[row.language]}`.padEnd(36)}${num(row.started)}${num(row.sent)}${num(row.held)}`,
    ),
    "",
    `Held        ${num(held.total)}${held.reasons.length ? `   (${held.reasons.map((row) => `${row.reason} ${row.count}`).join(", ")})` : ""}`,
    "",
    refusals.length ? "Refused (form · field · message · language)" : "Refused: none",
    ...refusals
      .slice(0, top)
      .map((row) => `  ${num(row.count, 6)}  ${row.form} · ${row.field} · '${row.message}' · ${row.language}`),
  ];
  return lines.join("\n");
}
