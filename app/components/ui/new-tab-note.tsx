import { useMessages } from "../../lib/page-language";

/** What a screen reader hears after a link that opens in a new tab: " (opens in a new tab)". */
export function NewTabNote() {
  return (
    <>
      {" "}
      <span className="sr-only">{useMessages().opens_in_new_tab}</span>
    </>
  );
}
