/**
 * A client that opens a request and then goes quiet, or trickles it, is cut off within seconds (here with
 * timeouts shortened to fractions of a second), so idle sockets cannot pile up to the open-file limit.
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { RELAY_PATH } from "../shared/relay-contract";
import { useTestServer } from "./testing/test-server";

const server = useTestServer();

async function listen() {
  const { port } = await server.listen({}, { httpTimeouts: { idleMs: 300, requestMs: 1000 } });
  return port;
}

/** Milliseconds from the first byte until the server closed the connection (capped by the test's timeout). */
function timeUntilClosed(port: number, write: (socket: ReturnType<typeof connect>) => () => void): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const startedAt = Date.now();
    let stop = () => {};
    socket.once("connect", () => (stop = write(socket)));
    socket.on("error", () => {});
    socket.resume();
    socket.once("close", () => {
      stop();
      resolve(Date.now() - startedAt);
    });
  });
}

const head = `POST ${RELAY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`;

/**
 * Without these timeouts Node would keep such a socket for minutes (requestTimeout 300 s): the upper bounds tell the
 * two apart with room to spare, so a busy machine that runs late never fails them.
 */
describe("connection timeouts", { timeout: 60_000 }, () => {
  it("closes a connection that sent its headers and then nothing", async () => {
    const port = await listen();
    const ms = await timeUntilClosed(port, (socket) => {
      socket.write(head);
      return () => {};
    });
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(30_000);
  });

  it("closes a connection that trickles its body, however busy it keeps the socket", async () => {
    const port = await listen();
    const ms = await timeUntilClosed(port, (socket) => {
      socket.write(head);
      const timer = setInterval(() => socket.write(" "), 100);
      return () => clearInterval(timer);
    });
    // The request timeout (1 s), checked every second.
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(30_000);
  });
});
