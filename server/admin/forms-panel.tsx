// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The dashboard's forms panels (server/measurement/form-stats.ts): where visitors are refused (form, field, the
 * message in English, language), each form's starts, sends and held submissions per language, and the held
 * submissions per reason and per day. Drawn with the dashboard's own table (pages.tsx).
 */
import type { FormExtras, FormStats } from "../measurement/form-stats";
import { LANGUAGE_NAMES } from "../measurement/language";
import { Table } from "./table";

const share = (part: number, whole: number) => (whole === 0 ? "–" : `${((100 * part) / whole).toFixed(0)}%`);

export function FormsPanels({ stats }: { stats: FormStats & FormExtras }) {
  const heldDays = stats.heldDays.filter((day) => day.held > 0).reverse();
  return (
    <>
      <Table
        id="refusals-title"
        caption="Where visitors are refused"
        columns={[
          { label: "Message", value: (row: FormStats["refusals"][number]) => `‘${row.message}’` },
          { label: "Form · field", value: (row) => `${row.form} · ${row.field}` },
          { label: "Language", value: (row) => row.language },
          { label: "Shown", value: (row) => row.count, numeric: true },
        ]}
        rows={stats.refusals}
        empty="No form messages were shown in this period."
      />
      <Table
        id="forms-title"
        caption="Forms: started, sent, held"
        columns={[
          {
            label: "Form · language",
            value: (row: FormStats["forms"][number]) => `${row.form} · ${LANGUAGE_NAMES[row.language]}`,
          },
          { label: "Started", value: (row) => row.started, numeric: true },
          { label: "Sent", value: (row) => row.sent, numeric: true },
          { label: "Sent of started", value: (row) => share(row.sent, row.started), numeric: true },
          { label: "Held", value: (row) => row.held, numeric: true },
        ]}
        rows={stats.forms}
        empty="No forms."
      />
      <Table
        id="held-reasons-title"
        caption={`Held as suspected spam: ${stats.held.total.toLocaleString("en-US")}, by reason`}
        columns={[
          { label: "Reason", value: (row: FormStats["held"]["reasons"][number]) => row.reason },
          { label: "Held", value: (row) => row.count, numeric: true },
        ]}
        rows={stats.held.reasons}
        empty="Nothing was held in this period."
      />
      <Table
        id="held-days-title"
        caption="Held per day"
        columns={[
          { label: "Day", value: (row: FormExtras["heldDays"][number]) => row.date },
          { label: "Held", value: (row) => row.held, numeric: true },
        ]}
        rows={heldDays}
        empty="Nothing was held in this period."
      />
    </>
  );
}
