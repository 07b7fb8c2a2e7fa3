/**
 * Test helpers: a real SMTP server on 127.0.0.1 (smtp-server) that records what arrives, and a
 * small RFC 5322 reader for the messages (mailparser is not installed: this reads what nodemailer
 * writes: unfolded headers, encoded words, 7bit / quoted-printable / base64 bodies).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(options: { refuseRecipients?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(_address, _session, callback) {
      if (options.refuseRecipients) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  let closed = false;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            closed = true;
            server.close(() => resolve());
          }),
  };
}

export interface ParsedMail {
  /** Lower-case header name -> decoded value (the first occurrence). */
  headers: Map<string, string>;
  text: string;
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?") // whitespace between adjacent encoded words is not content
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  let text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  text = text.replace(/\r\n/g, "\n");
  return { headers, text };
}

/** "Name" <a@b> -> { name, address } (enough for what nodemailer writes). */
export function parseAddress(value: string): { name: string; address: string } {
  const match = /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<]*?))\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return { name: "", address: value.trim() };
  return { name: (match[1] ?? match[2] ?? "").replace(/\\(.)/g, "$1"), address: match[3] ?? "" };
}
