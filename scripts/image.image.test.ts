/**
 * `npm run test:image`: the container image built from the unchanged Dockerfile and run, with no docker daemon.
 * buildah (chroot isolation, vfs storage, `--pull=never`) builds it on the stand-in base `scripts/image-base.sh` makes
 * (Debian bookworm minbase with the npm registry's Node, tagged as the Dockerfile's NODE_IMAGE), then runs it as the
 * image says (its entrypoint, command, user, working folder and environment) on the host's network, and checks it
 * from outside: the user and what it may write, /healthz and /readyz, the image's own health check, an enquiry
 * delivered to a real SMTP server, and a clean stop on SIGTERM. What a chroot cannot enforce is printed, and stays
 * covered by `npm run test:artefact`.
 *
 * The base and the image are kept in buildah's storage and rebuilt only when their inputs change; the working
 * container is removed after the test. Where buildah cannot run (not root, not Linux, not installed), it skips with
 * one line saying why.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../shared/site";
import { freePort } from "../server/testing/child-server";
import { startSmtpServer, type TestSmtpServer } from "../server/testing/smtp";
import { waitFor } from "../server/testing/wait";
import {
  IMAGE,
  buildImage,
  buildah,
  imageConfig,
  imageHealthcheck,
  imageSize,
  makeBase,
  whyNoImage,
  type ImageConfig,
} from "./image-buildah";

/** The image's USER, and the one the server must run as. */
const USER = "65532:65532";
const SITE_URL = "https://www.example.com";
const skipped = whyNoImage();
if (skipped) console.warn(`test:image skipped: ${skipped}`);

/** What the server, run as the image's user, may write and what it holds (printed by a probe in the container). */
const PROBE = `
const fs = require("node:fs");
const places = ["/", "/app", "/app/build", "/app/build/server", "/data", "/tmp", "/etc", "/usr/local/bin"];
const writable = places.filter((dir) => {
  const file = dir.replace(/\\/$/, "") + "/.probe-" + process.pid;
  try { fs.writeFileSync(file, ""); fs.unlinkSync(file); return true; } catch { return false; }
});
const data = fs.statSync("/data");
const status = fs.readFileSync("/proc/self/status", "utf8");
console.log(JSON.stringify({
  uid: process.getuid(), gid: process.getgid(), groups: process.getgroups(), writable,
  data: { uid: data.uid, gid: data.gid, mode: (data.mode & 0o777).toString(8) },
  capEff: /^CapEff:\\s*(\\S+)/m.exec(status)?.[1], pid: process.pid,
}));`;

/** Every process below `pid`, by reading /proc. */
function descendants(pid: number): { pid: number; comm: string }[] {
  const children = new Map<number, { pid: number; comm: string }[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const parent = Number(stat.slice(close + 2).split(" ")[1]);
    children.set(parent, [...(children.get(parent) ?? []), { pid: Number(entry), comm }]);
  }
  const found: { pid: number; comm: string }[] = [];
  const visit = (at: number) => {
    for (const child of children.get(at) ?? []) {
      found.push(child);
      visit(child.pid);
    }
  };
  visit(pid);
  return found;
}

describe.skipIf(skipped)("the container image, built by buildah from the Dockerfile and run", () => {
  const report: string[] = [];
  let config: ImageConfig;
  let container = "";
  let smtp: TestSmtpServer;
  let server: { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> } | undefined;

  /** `buildah run` in the working container, as the image's user, on the host's network. */
  const runArgs = (env: Record<string, string>, command: string[]) => [
    "run",
    "--isolation",
    "chroot",
    "--network",
    "host",
    "--user",
    USER,
    ...Object.entries(env).flatMap(([name, value]) => ["--env", `${name}=${value}`]),
    container,
    "--",
    ...command,
  ];

  beforeAll(async () => {
    let started = Date.now();
    const base = makeBase();
    report.push(`base ${base} (${imageSize(base)}): ready in ${Math.round((Date.now() - started) / 1000)} s`);
    started = Date.now();
    const built = buildImage(base, SITE_URL);
    const seconds = Math.round((Date.now() - started) / 1000);
    report.push(`image ${IMAGE} (${imageSize(IMAGE)}): ${built ? `built in ${seconds} s` : "unchanged, not rebuilt"}`);
    config = imageConfig();
    container = buildah(["from", "--pull=never", IMAGE]);
    smtp = await startSmtpServer();
  }, 90 * 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      for (const { pid } of descendants(server.child.pid!)) process.kill(pid, "SIGKILL");
      server.child.kill("SIGKILL");
      await server.exited;
    }
    if (container) buildah(["rm", container]);
    await smtp?.close();
    console.log(["test:image:", ...report].join("\n  "));
  });

  it("says in its configuration what the Dockerfile says: the user, the command, the data volume, the health check", () => {
    expect(config.User).toBe(USER);
    expect(config.Entrypoint).toEqual(["/usr/bin/tini", "--"]);
    expect(config.Cmd).toEqual(["node", "build/server/main.mjs"]);
    expect(config.WorkingDir).toBe("/app");
    expect(config.Env).toEqual(
      expect.arrayContaining(["NODE_ENV=production", "HOST=0.0.0.0", "PORT=3000", "DATA_DIR=/data"]),
    );
    expect(Object.keys(config.Volumes ?? {})).toEqual(["/data"]);
    expect(Object.keys(config.ExposedPorts ?? {})).toEqual(["3000/tcp"]);
    expect(imageHealthcheck()).toEqual(["CMD", "node", "build/server/healthcheck.mjs"]);
  });

  it("runs as uid 65532 with no capabilities, and of the image only /data is the server's to write", () => {
    const probed = JSON.parse(buildah(runArgs({}, ["node", "-e", PROBE]))) as {
      uid: number;
      gid: number;
      groups: number[];
      writable: string[];
      data: { uid: number; gid: number; mode: string };
      capEff: string;
    };
    expect({ uid: probed.uid, gid: probed.gid }).toEqual({ uid: 65532, gid: 65532 });
    expect(probed.data).toEqual({ uid: 65532, gid: 65532, mode: "700" });
    expect(Number.parseInt(probed.capEff, 16)).toBe(0);
    // /tmp is writable by anyone in any Debian file system; only a read-only root (compose's `read_only`) closes it.
    expect(probed.writable).toEqual(["/data", "/tmp"]);
    report.push(
      "not enforced by buildah's chroot isolation (covered by test:artefact and compose.yaml): a read-only root " +
        "(here /tmp is writable), dropped capabilities (uid 65532 holds none: CapEff 0), tini as PID 1 " +
        "(no PID namespace: tini runs as a child and says so), a network namespace (the host's network is used)",
    );
  });

  it("answers /healthz, /readyz and its own health check, delivers an enquiry, and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
    // The image's environment, with the operator's settings over it: a free port on loopback, a real SMTP server.
    const env = { PORT: String(port), HOST: "127.0.0.1", SMTP_URL: smtp.url, MAIL_FROM: "image-test@example.org" };
    const child = spawn("buildah", ["--storage-driver", "vfs", ...runArgs(env, command)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    server = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
    const url = server.url;

    await waitFor("the image's server to answer /healthz", async () => {
      if (child.exitCode !== null) throw new Error(`buildah run exited with ${child.exitCode}:\n${output}`);
      return fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
    });
    const health = await fetch(`${url}/healthz`);
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: "ok" } });
    const ready = await fetch(`${url}/readyz`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: "ready", checks: { spool: "ok" } },
    });

    // The HEALTHCHECK, run in the same container as Docker runs it.
    const check = imageHealthcheck()!.slice(1);
    expect(() => buildah(runArgs({ PORT: String(port) }, check))).not.toThrow();

    const page = await fetch(`${url}/contact-us`);
    expect(page.status).toBe(200);
    // Prerendered for the SITE_URL given as a build argument.
    expect(await page.text()).toContain(`href="${SITE_URL}/contact-us"`);

    const accepted = await fetch(`${url}/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        to: site.email,
        name: "Ada Operator",
        subject: "Sent by the image",
        body: "From the image.",
      }),
    });
    expect({ status: accepted.status, body: await accepted.json() }).toEqual({ status: 200, body: { success: true } });
    const [mail] = await smtp.messages(1);
    expect(mail!.parsed.subject).toBe("Sent by the image");
    expect(mail!.mailFrom).toBe("image-test@example.org");

    // `docker stop`: SIGTERM to the container's first process, tini, which passes it on to the server.
    const tini = descendants(child.pid!).find((process) => process.comm === "tini");
    expect(tini, `no tini below buildah run:\n${output}`).toBeDefined();
    process.kill(tini!.pid, "SIGTERM");
    const code = await exited;
    expect(output).toContain("SIGTERM: no new requests; finishing deliveries in flight");
    expect([0, 143], output).toContain(code);
    report.push(`SIGTERM: buildah run exited with ${code}`);
  }, 300_000);
});
