interface ImportMetaEnv {
  /** Public origin, fixed at build time from the SITE_URL environment variable. */
  readonly SITE_URL: string;
  /** Origin of an external relay; empty means the site's own /send-email. */
  readonly RELAY_URL: string;
  /** The retention settings the privacy page states, as JSON: values by variable name, fixed at build time (server/retention.ts). */
  readonly RETENTION: string;
  /** The field vitals' module (app/bootstrap/load-field-vitals.ts): defined for the page's script only. */
  readonly FIELD_VITALS_SRC?: string;
}
