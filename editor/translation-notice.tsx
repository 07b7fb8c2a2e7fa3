import type { StaleTranslation } from "../app/content/translation-record";
import { box } from "./image-input";

/**
 * What the editor shows on a translation whose English changed since it was translated (app/content/translation-
 * record.ts): its menu entry's label says so, and its form opens with a note naming the fields. The note is a field
 * that stores nothing (as Keystatic's `fields.empty()`), so saving a translation writes the same file as before.
 * Which translations are behind is worked out when the editor's script is built (editor/bundle.ts), and again once
 * a content file changes under `npm run edit`.
 */

/** Said after a behind translation's name in the editor's menu. */
export const STALE_SUFFIX = " (English changed)";

/** The form field that shows the note; its value is nothing and is never written. */
export function translationNotice(stale: readonly StaleTranslation[]) {
  const lines = stale.map((each) =>
    each.unmarked
      ? `${each.name}: never marked as translated; compare it with ${each.original}.`
      : `${each.name}: ${each.fields.join(", ")} (see ${each.original}).`,
  );
  const files = stale.map((each) => each.twin).join(" ");
  return {
    kind: "form",
    formKind: undefined,
    label: "Translation",
    Input: () => (
      <div
        role="note"
        style={{ ...box, border: "1px solid #f59e0b", background: "#fffbeb", borderRadius: 6, padding: 12 }}
      >
        <strong>The English has changed since this was translated.</strong>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <span>
          Bring the Chinese up to date, save, then run <code>npm run translations -- --mark {files}</code>.
        </span>
      </div>
    ),
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: (value: null) => value,
    reader: { parse: () => null },
  };
}
