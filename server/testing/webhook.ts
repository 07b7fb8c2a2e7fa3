/**
 * An incoming webhook on 127.0.0.1 for tests (node:http): records every POST it gets and answers each with the next
 * status of `statuses` (the last one from then on), as a chat service that fails for a while and then recovers.
 */
import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  contentType: string | undefined;
  text: string;
  json: unknown;
  /** The status it was answered with. */
  status: number;
}

export interface TestWebhook {
  url: string;
  received: ReceivedHook[];
  /** Resolves once `count` requests have arrived in all. */
  requests(count: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export async function startWebhook(statuses: number[] = [204]): Promise<TestWebhook> {
  const received: ReceivedHook[] = [];
  const arrivals = new EventEmitter();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = statuses[Math.min(received.length, statuses.length - 1)] ?? 204;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      received.push({ contentType: request.headers["content-type"], text, json, status });
      response.writeHead(status).end();
      arrivals.emit("request");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/T000/secret-token`,
    received,
    requests: (count) =>
      new Promise((resolve) => {
        const look = () => {
          if (received.length < count) return false;
          arrivals.off("request", look);
          resolve(received);
          return true;
        };
        if (!look()) arrivals.on("request", look);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
