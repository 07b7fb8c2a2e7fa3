/**
 * The server as a process of its own, started the way `npm run serve` starts it (server/start-server.ts) but on a
 * fixture build, for the tests that need real signals: SIGTERM, kill -9, two instances side by side.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { waitFor } from "./wait";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ChildServer extends ServerProcess {
  url: string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9, then waits for the exit. */
  kill(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Only the variables given (and PATH): never the test runner's own environment. */
export function spawnServer(clientDir: string, env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/testing/serve-fixture.ts", clientDir], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => output, exited };
}

export async function startChildServer(clientDir: string, env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const port = await freePort();
  const server = spawnServer(clientDir, { HOST: "127.0.0.1", ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildServer = {
    ...server,
    url,
    async stop() {
      if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGTERM");
      return server.exited;
    },
    async kill() {
      if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGKILL");
      await server.exited;
    },
  };
  try {
    await waitFor(
      "the server to answer /healthz",
      async () => {
        if (server.process.exitCode !== null)
          throw new Error(`The server exited with ${server.process.exitCode}:\n${server.output()}`);
        return fetch(`${url}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
      },
      // No deadline of its own (a busy machine may take long to start a server): the test's timeout is the limit.
      Number.POSITIVE_INFINITY,
      50,
    );
  } catch (error) {
    await child.kill();
    throw error;
  }
  return child;
}
