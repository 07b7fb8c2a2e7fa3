import { readFileSync } from "node:fs";

/** Set by scripts/build-server.ts in the bundled server, which carries the stylesheet. */
declare const ADMIN_STYLESHEET: string | undefined;

/** The dashboard's stylesheet, server/admin/admin.css: the bundle's copy, or read beside this module from the sources. */
export const adminStylesheet: string =
  typeof ADMIN_STYLESHEET === "string"
    ? ADMIN_STYLESHEET
    : readFileSync(new URL("./admin.css", import.meta.url), "utf8");
