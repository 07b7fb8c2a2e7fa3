/**
 * The signals that a submission may be spam, each a reason id (server/delivery/held/held-submission.ts). A submission
 * that trips one is held for the owner to review (docs/operations.md, "Held submissions"), never dropped: a person
 * whose browser filled the hidden field, or who writes from a throwaway address, still reaches us.
 * - honeypot: the hidden field is filled (a bot, or a browser's autofill);
 * - too-fast: sent sooner than a person could (RELAY_MIN_ELAPSED_MS after the page began to load);
 * - disposable-email: the address's domain, or a domain it is under, is on the maintained list of disposable-address
 *   domains (the disposable-email-domains-js package, decision 019);
 * - links: three or more links in the message;
 * - script: most of the message's letters are in a script the site does not serve (neither Latin nor Chinese);
 * - repeated: the same message from three or more addresses within an hour (repeat-tracker.ts).
 */
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import { RELAY_MIN_ELAPSED_MS } from "../../shared/relay-contract";
import type { HeldReason } from "../delivery/held/held-submission";

/** Links in a message from which it is held. */
export const LINKS_HELD_FROM = 3;

/** What the signals read of a submission. */
export interface SignalInput {
  /** The honeypot's value. */
  website: string;
  /** How long the page was open; unknown for a native post. */
  elapsedMs?: number;
  /** The sender's typed address (a form's), if any. */
  email?: string;
  /** The message as written: a form's message, or an outside client's body. */
  message: string;
}

/** Read once, at the first check: the package's list as a set (its own check builds the set again at every call). */
let disposableDomains: Set<string> | undefined;

/** Whether the address's domain, or one it is under ("x.mailinator.com"), is a disposable-address domain. */
export function isDisposableAddress(email: string): boolean {
  disposableDomains ??= disposableEmailBlocklistSet();
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  const labels = domain.split(".");
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (disposableDomains.has(labels.slice(start).join("."))) return true;
  }
  return false;
}

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

export const countLinks = (text: string): number => text.match(LINK)?.length ?? 0;

const LETTER = /\p{L}/u;
const SERVED_SCRIPT = /[\p{Script=Latin}\p{Script=Han}]/u;

/** Whether most of the text's letters are in neither the Latin nor the Han script; digits, signs and spaces do not count. */
export function mostlyForeignScript(text: string): boolean {
  let letters = 0;
  let served = 0;
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    letters += 1;
    if (SERVED_SCRIPT.test(char)) served += 1;
  }
  return letters > 0 && served * 2 < letters;
}

/** The signals a submission trips by itself (`repeated` needs the others: repeat-tracker.ts). */
export function spamSignals(input: SignalInput): HeldReason[] {
  const reasons: HeldReason[] = [];
  if (input.website !== "") reasons.push("honeypot");
  if (input.elapsedMs !== undefined && input.elapsedMs < RELAY_MIN_ELAPSED_MS) reasons.push("too-fast");
  if (input.email && isDisposableAddress(input.email)) reasons.push("disposable-email");
  if (countLinks(input.message) >= LINKS_HELD_FROM) reasons.push("links");
  if (mostlyForeignScript(input.message)) reasons.push("script");
  return reasons;
}
