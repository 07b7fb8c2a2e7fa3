/**
 * A Debian package's server for the tests that need one (Redis, PostgreSQL): each test run starts its own on a free
 * loopback port and stops it afterwards; never the system service. Where the package is missing it is installed as
 * scripts/ensure-chromium.mjs installs Chromium (apt-get, as root on Debian), and otherwise the tests stop with a
 * message that says how to get it.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "./child-server";
import { waitFor } from "./wait";

export interface DebianPackage {
  /** The package apt-get installs. */
  debian: string;
  /** Homebrew's name for the same, for the message. */
  brew: string;
  /** Who needs it, for the message: "The Redis tests". */
  neededBy: string;
  /** The installed program (or folder of programs), or undefined. */
  find(): string | undefined;
}

/** The package's program, installed first as root on Debian when it is missing. */
export function ensureDebianPackage(pkg: DebianPackage): string {
  let found = pkg.find();
  if (!found && process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
    try {
      execSync(`apt-get update -qq && apt-get install -y -qq ${pkg.debian}`, { stdio: "inherit" });
    } catch {
      // Reported below with the ways to fix it.
    }
    found = pkg.find();
  }
  if (!found) {
    throw new Error(
      `${pkg.neededBy} need ${pkg.debian}. Install it (Debian/Ubuntu: \`sudo apt-get install ${pkg.debian}\`; macOS: \`brew install ${pkg.brew}\`) and run the tests again.`,
    );
  }
  return found;
}

export interface LoopbackServerSpec {
  /** For messages: "redis-server". */
  name: string;
  /** The command line that serves on this port of 127.0.0.1. */
  command(port: number): [string, string[]];
  /** True once the server answers (a connection and a query). */
  answers(port: number): Promise<boolean>;
  /** How it is stopped: SIGKILL when nothing is worth keeping, SIGINT for PostgreSQL's fast shutdown. */
  stopSignal: NodeJS.Signals;
  /** How long it may take to answer; the default is waitFor's. */
  readyWithinMs?: number;
}

export interface LoopbackServer {
  port: number;
  /** Stops it (with its stopSignal) and waits for the exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port after stop(). */
  start(): Promise<void>;
}

export async function startLoopbackServer(spec: LoopbackServerSpec): Promise<LoopbackServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const stop = async () => {
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) running.kill(spec.stopSignal);
    await exited;
    child = null;
  };
  const start = async () => {
    const [command, args] = spec.command(port);
    const spawned = spawn(command, args, { stdio: "ignore" });
    child = spawned;
    exited = new Promise<void>((resolve) => spawned.once("exit", () => resolve()));
    await waitFor(
      `${spec.name} to answer`,
      async () => {
        if (spawned.exitCode !== null) throw new Error(`${spec.name} exited with ${spawned.exitCode}`);
        return spec.answers(port);
      },
      spec.readyWithinMs,
      50,
    );
  };

  try {
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop, start };
}
