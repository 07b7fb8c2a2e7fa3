import { PAGE_VIEW_PATH } from "../../shared/endpoints";
import { countShownPage } from "./page-view-beacon";
import { speculationRulesText } from "./speculation-rules";

/**
 * The next page loads ahead of the click (speculation-rules.ts), and a page loaded so counts as a view once it is
 * shown (page-view-beacon.ts). Rendered into the prerendered HTML only (app/root.tsx); the server's
 * Content-Security-Policy allows both by the hashes of their text (shared/csp-hashes.ts).
 */
export function LoadAheadScripts() {
  return (
    <>
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesText }} />
      <script
        dangerouslySetInnerHTML={{ __html: `(${countShownPage.toString()})(${JSON.stringify(PAGE_VIEW_PATH)});` }}
      />
    </>
  );
}
