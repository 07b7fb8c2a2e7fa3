import type { Enquiry } from "./enquiry";

export type DeliveryState = "delivered" | "retrying" | "dead";

/** The structured part of a delivery log line: ids, state and the server's reply, never the message's text. */
export function deliveryLog(enquiry: Pick<Enquiry, "id" | "messageId">, state: DeliveryState, detail: Record<string, unknown>) {
  return { delivery: { id: enquiry.id, messageId: enquiry.messageId, state, ...detail } };
}

/** Told when an enquiry leaves the queue for good: delivered, or a dead letter. */
export type SettledListener = (enquiry: Pick<Enquiry, "id" | "messageId">, state: "delivered" | "dead") => void;
