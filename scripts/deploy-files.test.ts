/**
 * The deployment files hold what docs/deploy.md promises, checked with no docker daemon: the Dockerfile parsed by
 * dockerfile-ast and linted by dockerfile-utils (the parser and validator of the Docker language server), compose.yaml
 * parsed by the `yaml` package, the systemd unit by `systemd-analyze verify` where it exists (else parsed here).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DockerfileParser, type Instruction } from "dockerfile-ast";
import { validate } from "dockerfile-utils";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SHUTDOWN_GRACE_MS } from "../server/app";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** A compose duration ("30s", "1m30s") in milliseconds. */
function durationMs(value: string): number {
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as "ms" | "s" | "m" | "h"];
  }
  return total;
}

describe("Dockerfile", () => {
  const source = read("Dockerfile");
  const dockerfile = DockerfileParser.parse(source);
  const instructions = dockerfile.getInstructions();
  const args = (instruction: Instruction) => instruction.getArguments().map((argument) => argument.getValue());
  const froms = dockerfile.getFROMs();
  const runtimeStart = instructions.indexOf(froms.at(-1)!);
  /** The instructions of the last stage, the image that runs. */
  const runtime = instructions.slice(runtimeStart);
  const last = (keyword: string) => runtime.filter((instruction) => instruction.getKeyword() === keyword).at(-1);
  /** The JSON (exec) form's words. */
  const execForm = (instruction: Instruction | undefined) => {
    const text = instruction?.getArgumentsContent() ?? "";
    return JSON.parse(text.slice(text.indexOf("["))) as string[];
  };

  it("has no error or warning from dockerfile-utils' validator", () => {
    expect(validate(source)).toEqual([]);
  });

  it("builds in two stages on one pinned node:24 slim Debian image", () => {
    expect(froms.map((from) => from.getBuildStage())).toEqual(["build", "runtime"]);
    const base = dockerfile
      .getInitialARGs()
      .map((arg) => arg.getProperty())
      .find((property) => property?.getName() === "NODE_IMAGE")
      ?.getValue();
    expect(base).toMatch(/^node:24\.\d+\.\d+-(bookworm|trixie)-slim(@sha256:[0-9a-f]{64})?$/);
    for (const from of froms) expect(from.getImageName()).toBe("${NODE_IMAGE}");
  });

  it("gives the runtime stage the build alone: no node_modules, no sources, no npm at run time", () => {
    const copies = runtime
      .filter((instruction) => instruction.getKeyword() === "COPY")
      .map((copy) => copy.getTextContent());
    expect(copies).toEqual(["COPY --from=build /src/build ./build"]);
    expect(runtime.some((instruction) => /\bnpm\b/.test(instruction.getArgumentsContent() ?? ""))).toBe(false);
  });

  it("builds for a public address it is given: SITE_URL has no default and the build is a production one", () => {
    const build = instructions.slice(0, runtimeStart);
    const siteUrlArg = build
      .filter((instruction) => instruction.getKeyword() === "ARG")
      .find((instruction) => args(instruction)[0]?.startsWith("SITE_URL"));
    // Without --build-arg SITE_URL the variable is empty, and a build with NODE_ENV=production then stops naming it.
    expect(args(siteUrlArg!)).toEqual(["SITE_URL"]);
    const env = build.filter((instruction) => instruction.getKeyword() === "ENV").flatMap(args);
    expect(env).toEqual(expect.arrayContaining(["SITE_URL=${SITE_URL}", "NODE_ENV=production"]));
    expect(JSON.parse(read("package.json")).scripts.build).toMatch(
      /^npm run messages && tsx server\/check-build-settings\.ts && /,
    );
  });

  it("runs as a non-root user, with HOST=0.0.0.0, NODE_ENV=production and DATA_DIR=/data, a volume, port 3000", () => {
    const user = args(last("USER")!)[0]!;
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const env = Object.fromEntries(
      runtime
        .filter((instruction) => instruction.getKeyword() === "ENV")
        .flatMap((instruction) => args(instruction).map((pair) => pair.split("=") as [string, string])),
    );
    expect(env).toMatchObject({ HOST: "0.0.0.0", NODE_ENV: "production", DATA_DIR: "/data", PORT: "3000" });
    expect(args(last("VOLUME")!)).toEqual(["/data"]);
    expect(args(last("EXPOSE")!)).toEqual(["3000"]);
  });

  it("checks /healthz without HOSTNAME, and runs node under tini", () => {
    const healthcheck = last("HEALTHCHECK")!.getArgumentsContent()!;
    expect(healthcheck).toContain("build/server/healthcheck.mjs");
    expect(healthcheck).not.toContain("HOSTNAME");
    expect(read("server/healthcheck.ts")).toContain("/healthz");
    expect(execForm(last("ENTRYPOINT"))).toEqual(["/usr/bin/tini", "--"]);
    expect(execForm(last("CMD"))).toEqual(["node", "build/server/main.mjs"]);
  });

  it("is given no installed, built, data, secret or test files by .dockerignore", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(ignored).toEqual(
      expect.arrayContaining(["node_modules", "build", "data", "outbox", ".git", "tests", ".env"]),
    );
  });
});

describe("compose.yaml", () => {
  interface Service {
    image?: string;
    build?: unknown;
    profiles?: string[];
    command?: string[];
    environment?: Record<string, string>;
    env_file?: { path: string; required: boolean }[];
    volumes?: string[];
    healthcheck?: { test: string[] };
    stop_grace_period?: string;
    depends_on?: Record<string, { condition: string; required?: boolean }>;
    init?: boolean;
    ports?: string[];
  }
  const compose = parse(read("compose.yaml")) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { site, caddy, redis, postgres } = compose.services;

  it("runs the site with its health check, its /data volume, .env, and a stop grace longer than the server's", () => {
    expect(site?.build).toBeDefined();
    expect(site?.init).toBe(true);
    expect(site?.healthcheck?.test).toEqual(["CMD", "node", "build/server/healthcheck.mjs"]);
    expect(site?.volumes).toContain("site-data:/data");
    expect(site?.environment).toMatchObject({
      NODE_ENV: "production",
      DATA_DIR: "/data",
      HOST: "0.0.0.0",
      TRUST_PROXY: "1",
    });
    expect(site?.env_file).toEqual([{ path: ".env", required: true }]);
    expect(durationMs(site?.stop_grace_period ?? "0s")).toBeGreaterThan(SHUTDOWN_GRACE_MS + 5000);
    // Only the proxy is published: nothing reaches the site but Caddy, whose one hop TRUST_PROXY believes.
    expect(site?.ports).toBeUndefined();
  });

  it("puts Caddy in front with automatic HTTPS for SITE_DOMAIN", () => {
    expect(caddy?.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
    expect(caddy?.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    expect(caddy?.depends_on?.site?.condition).toBe("service_healthy");
    const caddyfile = read("deploy/Caddyfile");
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{$/m);
    expect(caddyfile).toMatch(/dynamic a site 3000/);
  });

  it("has profiles for a durable Redis and a Postgres with a volume, both in the scale profile", () => {
    expect(redis?.profiles).toEqual(["redis", "scale"]);
    expect(postgres?.profiles).toEqual(["postgres", "scale"]);
    const flags = redis?.command?.join(" ") ?? "";
    expect(flags).toContain("--appendonly yes");
    expect(flags).toContain("--appendfsync always");
    expect(flags).toContain("--maxmemory-policy noeviction");
    expect(redis?.volumes).toContain("redis-data:/data");
    expect(postgres?.volumes).toContain("postgres-data:/var/lib/postgresql/data");
    for (const service of [redis, postgres]) expect(service?.healthcheck?.test).toBeDefined();
    // The site waits for them when their profile is on, and starts without them when it is not.
    expect(site?.depends_on?.redis).toEqual({ condition: "service_healthy", required: false });
    expect(site?.depends_on?.postgres).toEqual({ condition: "service_healthy", required: false });
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["site-data", "redis-data", "postgres-data"]));
  });

  it("pins every image it pulls by version", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/^[a-z0-9./-]+:\d+\.\d+(\.\d+)?(-[a-z0-9.-]+)?(@sha256:[0-9a-f]{64})?$/);
    }
  });
});

describe("the systemd unit", () => {
  const unitPath = join(root, "deploy/harbourline-site.service");
  const unit = readFileSync(unitPath, "utf8");
  const settings = new Map<string, string[]>();
  let section = "";
  for (const line of unit.split("\n")) {
    const header = /^\[(\w+)\]$/.exec(line.trim());
    if (header) section = header[1]!;
    const pair = /^(\w+)=(.*)$/.exec(line.trim());
    if (pair) settings.set(`${section}.${pair[1]}`, [...(settings.get(`${section}.${pair[1]}`) ?? []), pair[2]!]);
  }
  const one = (key: string) => settings.get(key)?.at(-1);

  it("passes systemd-analyze verify, where the tool exists", (context) => {
    if (!existsSync("/usr/bin/systemd-analyze")) context.skip();
    const dir = mkdtempSync(join(tmpdir(), "unit-"));
    try {
      // verify also checks that ExecStart's program exists: the Node of this machine stands in for the host's.
      const local = unit.replace("ExecStart=/usr/bin/node", `ExecStart=${process.execPath}`);
      writeFileSync(join(dir, "harbourline-site.service"), local);
      execFileSync("/usr/bin/systemd-analyze", ["verify", join(dir, "harbourline-site.service")], { stdio: "pipe" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs node on the artefact, unprivileged, writing only its state folder, with a stop timeout over the grace", () => {
    expect(one("Service.ExecStart")).toBe("/usr/bin/node build/server/main.mjs");
    expect(one("Service.User")).toBe("harbourline-site");
    expect(one("Service.ProtectSystem")).toBe("strict");
    expect(one("Service.StateDirectory")).toBe("harbourline-site");
    expect(settings.get("Service.Environment")).toEqual(
      expect.arrayContaining(["NODE_ENV=production", "DATA_DIR=/var/lib/harbourline-site"]),
    );
    expect(one("Service.EnvironmentFile")).toBeDefined();
    expect(durationMs(one("Service.TimeoutStopSec") ?? "0s")).toBeGreaterThan(SHUTDOWN_GRACE_MS);
    expect(one("Install.WantedBy")).toBe("multi-user.target");
  });
});
