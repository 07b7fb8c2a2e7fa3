import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that writes each message it accepts to dir as <n>.eml. */
export async function startSmtpSink(dir: string) {
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address).join(",");
        writeFileSync(join(dir, `${Date.now()}-${++count}.eml`), `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString("utf8")}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
