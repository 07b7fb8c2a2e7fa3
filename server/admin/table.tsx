// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/** The dashboard's tables (pages.tsx and its panels): a caption, a row per item, and a word when there is none. */
import { Fragment } from "react";

export const number = (value: number) => value.toLocaleString("en-US");

/** Long paths and campaign names may break after a slash or a hyphen, not in the middle of a word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[/-])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

export interface Column<Row> {
  label: string;
  value: (row: Row) => string | number;
  numeric?: boolean;
}

export function Table<Row>({
  id,
  caption,
  columns,
  rows,
  empty,
}: {
  id: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <section className="panel">
        <h2 id={id}>{caption}</h2>
        <p className="empty">{empty}</p>
      </section>
    );
  }
  const numeric = (column: Column<Row>) => (column.numeric ? "num" : undefined);
  return (
    <section className="panel">
      <h2 id={id}>{caption}</h2>
      <div className="scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={numeric(column)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((column, index) => {
                  const value = column.value(row);
                  const text = <Breakable text={typeof value === "number" ? number(value) : value} />;
                  return index === 0 ? (
                    <th key={column.label} scope="row">
                      {text}
                    </th>
                  ) : (
                    <td key={column.label} className={numeric(column)}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
