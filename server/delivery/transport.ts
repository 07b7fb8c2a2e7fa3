/**
 * Where spooled enquiries are delivered: an SMTP server (SMTP_URL) or, by default, the embedded outbox,
 * a folder of .eml files, so a fresh clone works with no mail server at all.
 * Both resolve only once the message has been handed on (accepted by SMTP / written to disk), and
 * both write the Message-ID and Date the enquiry got at acceptance.
 */
import { mkdir } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config";
import { DirectorySync, writeFileDurably } from "./durable-file";
import type { Enquiry } from "./enquiry";
import { AttemptAborted, describeFailure, type DeliveryFailure } from "./retry-policy";

export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /** For the start-up line: where mail goes, without credentials. */
  readonly where: string;
  /** Resolves once the message is handed on; rejects when it was not. An aborted signal ends the attempt and its connection. */
  send(enquiry: Enquiry, signal: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * Only plain fields reach nodemailer, and it may not read files or URLs on our behalf:
 * request data never becomes an attachment, path, href or raw message.
 */
function toNodemailer({ mail, messageId, acceptedAt }: Enquiry) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.language ? { headers: { "Content-Language": mail.language } } : {}),
    messageId,
    date: new Date(acceptedAt),
  };
}

const safety = { disableFileAccess: true, disableUrlAccess: true } as const;

/**
 * Each attempt opens its own socket (nodemailer's getSocket), so that when the attempt is aborted, by its
 * deadline or by shutdown, the socket itself is destroyed: a server that trickles its reply a byte at a
 * time resets every idle timeout, and only closing the socket ends it.
 */
export function smtpTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  const url = new URL(smtpUrl);
  return {
    kind: "smtp",
    where: `SMTP ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}${url.protocol === "smtps:" ? " (TLS)" : ""}`,
    async send(enquiry, signal) {
      let socket: Socket | undefined;
      const destroy = () => socket?.destroy();
      signal.addEventListener("abort", destroy, { once: true });
      const transporter = nodemailer.createTransport({
        url: smtpUrl,
        ...safety,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        getSocket(options, callback) {
          const own = connect({ host: options.host ?? "localhost", port: Number(options.port) || 587 });
          socket = own;
          let answered = false;
          const answer = (error: Error | null) => {
            if (answered) return;
            answered = true;
            own.setTimeout(0);
            callback(error, error ? undefined : { connection: own });
          };
          own.setTimeout(timeoutMs, () => {
            own.destroy();
            answer(Object.assign(new Error(`connection timed out after ${timeoutMs} ms`), { code: "ETIMEDOUT" }));
          });
          own.once("connect", () => answer(null));
          own.once("error", (error) => answer(error));
          if (signal.aborted) own.destroy();
        },
      });
      try {
        const info = await transporter.sendMail({ ...toNodemailer(enquiry), signal });
        // Accepted means accepted for our one recipient; anything else is not delivered.
        if (info.rejected.length > 0 || info.accepted.length === 0) {
          throw Object.assign(new Error("SMTP server did not accept the recipient"), {
            responseCode: 550,
            response: info.response,
          });
        }
      } finally {
        signal.removeEventListener("abort", destroy);
        transporter.close();
      }
    },
    close() {},
  };
}

export function outboxTransport(outboxDir: string, log: FastifyBaseLogger): MailTransport {
  // streamTransport builds the real RFC 5322 message (CRLF line ends) without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows", ...safety });
  const directory = new DirectorySync(outboxDir);
  return {
    kind: "outbox",
    where: `the outbox ${outboxDir} (.eml files, nothing is sent)`,
    async send(enquiry) {
      const info = await composer.sendMail(toNodemailer(enquiry));
      await mkdir(outboxDir, { recursive: true });
      // Named after the enquiry: delivering it again after a crash rewrites the same file.
      const file = `${enquiry.id}.eml`;
      await writeFileDurably(directory, file, info.message as Buffer);
      log.info({ delivery: { id: enquiry.id, outboxFile: file } }, `outbox: wrote ${file}`);
    },
    close: () => composer.close(),
  };
}

export function transportFor(
  config: Pick<ServerConfig, "smtpUrl" | "smtpTimeoutMs" | "outboxDir">,
  log: FastifyBaseLogger,
): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.smtpTimeoutMs) : outboxTransport(config.outboxDir, log);
}

/**
 * One delivery attempt with a deadline: resolves to null once delivered, or to what went wrong. Ends
 * when the deadline passes or `stop` is aborted, whatever the transport is waiting for.
 */
export async function attemptDelivery(
  transport: MailTransport,
  enquiry: Enquiry,
  deadlineMs: number,
  stop: AbortSignal,
): Promise<DeliveryFailure | null> {
  const controller = new AbortController();
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => {});
  const onStop = () => controller.abort(new AttemptAborted("shutdown"));
  const timer = setTimeout(() => controller.abort(new AttemptAborted("deadline")), deadlineMs);
  stop.addEventListener("abort", onStop, { once: true });
  if (stop.aborted) onStop();
  try {
    const sending = transport.send(enquiry, controller.signal);
    sending.catch(() => {}); // when the deadline wins the race, its late failure is already accounted for
    await Promise.race([sending, aborted]);
    return null;
  } catch (error) {
    return describeFailure(controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    clearTimeout(timer);
    stop.removeEventListener("abort", onStop);
  }
}
