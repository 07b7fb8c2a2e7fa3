import { z } from "zod";

// Zod 4 probes for `new Function` to speed up parsing. Our Content-Security-Policy forbids eval, so that probe
// would log a CSP violation on every page with a form; the schemas are small, so Zod interprets them instead.
// Browser code imports `z` from here so the setting is in place before any schema is built.
z.config({ jitless: true });

export { z };
