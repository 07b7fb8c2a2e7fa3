// The field vitals' module as the browser loads it (built by scripts/build-islands.ts, loaded by
// app/bootstrap/load-field-vitals.ts): web-vitals' standard build and the beacon.
import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { VITALS_PATH } from "../../shared/endpoints";
import { measureFieldVitals } from "./field-vitals";

measureFieldVitals(VITALS_PATH, { onCLS, onFCP, onINP, onLCP, onTTFB });
