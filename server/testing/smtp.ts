/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), whose behaviour a test switches at any time:
 * - "accept": receives and records every message (parsed with mailparser);
 * - "down": nothing listens on its port (connection refused), until switched back;
 * - "stall": accepts the connection and never says a word;
 * - "trickle": answers normally up to the end of DATA, then sends its reply one byte at a time, forever;
 * - "slow": accepts, but answers the end of DATA only after a second;
 * - "tempfail" / "permfail": answers 451 at the end of DATA / 550 to RCPT TO;
 * - "drop-data": drops the connection in the middle of DATA.
 * Tests in other processes (the browser tests, whose server runs in Playwright's global setup) read what it received
 * from `mailDir` with readMailDir.
 */
import { EventEmitter } from "node:events";
import { readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpBehaviour = "accept" | "slow" | "down" | "stall" | "trickle" | "tempfail" | "permfail" | "drop-data";

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all (at once when they already have). */
  messages(count: number): Promise<ReceivedMail[]>;
  /** Connections open right now (from the client's point of view: closed once either side closed it). */
  openConnections(): number;
  /** Connections ever accepted. */
  connections(): number;
  setBehaviour(behaviour: SmtpBehaviour): Promise<void>;
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

export interface SmtpServerOptions {
  behaviour?: SmtpBehaviour;
  /** Also writes each message it receives to this folder, one file each, for readMailDir. */
  mailDir?: string;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  let behaviour: SmtpBehaviour = options.behaviour ?? "accept";
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const sockets = new Set<Socket>();
  let accepted = 0;

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onRcptTo(_address, _session, callback) {
      if (behaviour === "permfail") callback(smtpError("Mailbox unavailable", 550));
      else callback();
    },
    onData(stream, session, callback) {
      if (behaviour === "drop-data") {
        stream.once("data", () => {
          for (const socket of sockets) socket.destroy();
        });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (behaviour === "tempfail") {
          callback(smtpError("Try again later", 451));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const delayMs = behaviour === "slow" ? 1000 : 0;
        const envelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        simpleParser(raw).then(
          (parsed) =>
            setTimeout(() => {
              received.push({ ...envelope, raw, parsed });
              if (options.mailDir) writeMailFile(options.mailDir, received.length, { ...envelope, raw });
              callback();
              arrivals.emit("message");
            }, delayMs),
          (error: Error) => callback(error),
        );
      });
    },
  });

  // Our own listener in front, so that "down" can free the port and the odd behaviours need no SMTP at all.
  const front: Server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (behaviour === "stall") return;
    if (behaviour === "trickle") return trickle(socket);
    smtp.server.emit("connection", socket);
  });
  await listen(front, 0);
  const { port } = front.address() as AddressInfo;
  let closed = false;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    messages: (count) =>
      new Promise((resolve) => {
        const look = () => {
          if (received.length < count) return false;
          arrivals.off("message", look);
          resolve(received);
          return true;
        };
        if (!look()) arrivals.on("message", look);
      }),
    openConnections: () => sockets.size,
    connections: () => accepted,
    async setBehaviour(next) {
      const wasDown = behaviour === "down";
      behaviour = next;
      if (next === "down" && !wasDown) {
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => front.close(() => resolve()));
      } else if (next !== "down" && wasDown) {
        await listen(front, port);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const socket of sockets) socket.destroy();
      if (front.listening) await new Promise<void>((resolve) => front.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

type MailFile = Omit<ReceivedMail, "parsed">;

/** Written whole under another name first: a reader in another process never sees half a message. */
function writeMailFile(dir: string, sequence: number, mail: MailFile) {
  const name = `${Date.now()}-${process.pid}-${sequence}.json`;
  writeFileSync(join(dir, `${name}.partial`), JSON.stringify(mail));
  renameSync(join(dir, `${name}.partial`), join(dir, name));
}

const parsedFiles = new Map<string, ReceivedMail>();

/** Every message a test SMTP server with this `mailDir` has received so far, parsed with mailparser. */
export async function readMailDir(dir: string): Promise<ReceivedMail[]> {
  const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
  return Promise.all(
    files.map(async (name) => {
      const file = join(dir, name);
      let mail = parsedFiles.get(file);
      if (!mail) {
        const { mailFrom, rcptTo, raw } = JSON.parse(readFileSync(file, "utf8")) as MailFile;
        mail = { mailFrom, rcptTo, raw, parsed: await simpleParser(raw) };
        parsedFiles.set(file, mail);
      }
      return mail;
    }),
  );
}

function listen(server: Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Just enough SMTP to reach the end of DATA, then a reply that never ends and never leaves the socket idle. */
function trickle(socket: Socket) {
  socket.write("220 trickle.test ESMTP\r\n");
  let buffer = "";
  let inData = false;
  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("latin1");
    for (;;) {
      if (inData) {
        if (!buffer.includes("\r\n.\r\n")) return;
        inData = false;
        buffer = "";
        const timer = setInterval(() => socket.write("2"), 50);
        socket.once("close", () => clearInterval(timer));
        return;
      }
      const end = buffer.indexOf("\r\n");
      if (end === -1) return;
      const verb = buffer.slice(0, 4).toUpperCase();
      buffer = buffer.slice(end + 2);
      if (verb === "DATA") {
        socket.write("354 go ahead\r\n");
        inData = true;
      } else socket.write(verb === "EHLO" || verb === "HELO" ? "250 trickle.test\r\n" : "250 OK\r\n");
    }
  });
}
