/**
 * Where relayed messages go: an SMTP server (SMTP_URL) or, by default, the embedded outbox,
 * a folder of .eml files, so a fresh clone works with no mail server at all.
 * Both resolve only once the message has been handed on (accepted by SMTP / written to disk).
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config";

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /** Resolves once the message is handed on; rejects when it was not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Only plain fields reach nodemailer, and it may not read files or URLs on our behalf:
 * request data never becomes an attachment, path, href or raw message.
 */
function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  };
}

const safety = { disableFileAccess: true, disableUrlAccess: true } as const;

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...safety,
    // Fail within seconds rather than nodemailer's minutes: a visitor is waiting for the answer.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      // Accepted means accepted for our one recipient; anything else is not "sent".
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new Error(`SMTP server did not accept the recipient: ${info.response}`);
      }
    },
    close: () => transporter.close(),
  };
}

export function outboxTransport(outboxDir: string, log: FastifyBaseLogger): MailTransport {
  // streamTransport builds the real RFC 5322 message (CRLF line ends) without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows", ...safety });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail));
      await mkdir(outboxDir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(outboxDir, file), info.message as Buffer, { flag: "wx" });
      log.info({ outboxFile: join(outboxDir, file) }, `outbox: wrote ${file}`);
    },
    close: () => composer.close(),
  };
}

export function transportFor(config: ServerConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(config.outboxDir, log);
}
