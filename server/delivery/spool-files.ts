/**
 * How the file spool (file-spool.ts) names and reads its files: one JSON file per enquiry (`<id>.json`), and a
 * burst's batch file (`<id>.batch`) of one JSON per line.
 */
import { readdir } from "node:fs/promises";
import { isEnquiryId, type Enquiry } from "./enquiry";

export const JSON_SUFFIX = ".json";
export const BATCH_SUFFIX = ".batch";

export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * The enquiries of a batch file: one JSON per line, each line ended by a newline once its append completed.
 * What follows the last newline is an append a crash cut short (or one still being written, for another
 * process reading): never acknowledged, so it is no enquiry.
 */
export function parseBatch(text: string): Enquiry[] {
  const lines = text.split("\n");
  lines.pop();
  return lines.map((line) => JSON.parse(line) as Enquiry);
}

/** The names in a folder that end so, sorted; none when the folder is missing. */
export async function namesIn(dir: string, suffix: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(suffix)).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The enquiries' ids in a folder of the spool, from their files' names, sorted. */
export async function idsIn(dir: string): Promise<string[]> {
  return (await namesIn(dir, JSON_SUFFIX)).map((name) => name.slice(0, -JSON_SUFFIX.length)).filter(isEnquiryId);
}
