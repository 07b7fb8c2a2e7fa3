/**
 * What `npm run mail -- held | show <id> | release <id>` print (server/delivery/mail-command.ts runs them): the list
 * says when, which form, which language and why, never a word of the message; `show` is the one place that prints a
 * held submission in full, for the owner who asked for it.
 */
import { revived, type Enquiry } from "../enquiry";
import type { HeldEntry, HeldStore, HeldSubmission } from "./held-submission";

/** One line per held submission, beginning with its id: `<id>  <time>  <form>  <language>  <reasons>`. */
export function describeHeld(entries: HeldEntry[], where: string): string[] {
  if (entries.length === 0) return [`No held submissions (${where}).`];
  return [
    `${entries.length} held submission${entries.length === 1 ? "" : "s"} (${where}), the oldest first:`,
    ...entries.map((entry) =>
      [
        entry.id,
        new Date(entry.heldAt).toISOString(),
        entry.form ?? "message",
        entry.language,
        entry.reasons.join(","),
      ].join("  "),
    ),
    "npm run mail -- show <id> prints one in full; npm run mail -- release <id> delivers it.",
  ];
}

/** A held submission in full: why it was held, then the e-mail as it would be sent. */
export function describeHeldSubmission(held: HeldSubmission): string[] {
  const { mail } = held.enquiry;
  return [
    `Id: ${held.id}`,
    `Held: ${new Date(held.heldAt).toISOString()}`,
    `Form: ${held.form ?? "message (an outside client's)"}`,
    `Language: ${held.language}`,
    `Reasons: ${held.reasons.join(", ")}`,
    "",
    `From: ${mail.from.name} <${mail.from.address}>`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`,
    ...(mail.language ? [`Content-Language: ${mail.language}`] : []),
    `Message-ID: ${held.enquiry.messageId}`,
    "",
    ...mail.text.split("\n"),
  ];
}

/**
 * Releases one: it enters the delivery queue like an accepted enquiry, its give-up age counted from now (else one held
 * longer than GIVE_UP_AFTER_MS would become a dead letter at once). Once: a second release finds it gone.
 */
export async function releaseHeld(
  store: HeldStore,
  id: string,
  enqueue: (enquiry: Enquiry) => Promise<void>,
  queueWhere: string,
  now = Date.now(),
): Promise<{ ok: boolean; lines: string[] }> {
  const release = await store.release(id, (enquiry) => enqueue(revived(enquiry, now)));
  if (!release.released)
    return {
      ok: false,
      lines: [`No held submission ${id} (${store.where}): released already, deleted, or never held.`],
    };
  return {
    ok: true,
    lines: [
      `Released ${id} into the queue (${queueWhere}): a running server delivers it within seconds, a stopped one at its next start.`,
    ],
  };
}
