/**
 * The container image built and run with buildah, without a docker daemon (`npm run test:image`): chroot isolation,
 * vfs storage, never a pull. The base is the stand-in `scripts/image-base.sh` makes; the image is built from the
 * Dockerfile as it is. Both are kept in buildah's storage as the cache; working containers are removed by the caller.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
/** The image's tag in buildah's storage (never pushed). */
export const IMAGE = "localhost/harbourline-site:test";
/** The label carrying the hash of what the image was built from. */
const INPUTS_LABEL = "harbourline.image.inputs";

/** Every buildah command runs on the vfs driver: it needs no kernel overlay support and no fuse. */
export function buildah(args: string[], options: { timeout?: number } = {}): string {
  return execFileSync("buildah", ["--storage-driver", "vfs", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
    timeout: options.timeout ?? 120_000,
  }).trim();
}

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** Why the image cannot be built on this machine, or null when it can. */
export function whyNoImage(): string | null {
  if (process.platform !== "linux") return `buildah needs Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return "buildah's chroot isolation and mmdebstrap need root (this is not root)";
  const missing = ["buildah", "mmdebstrap"].filter((command) => !has(command));
  if (missing.length > 0) {
    const debian = existsSync("/etc/debian_version");
    return `${missing.join(" and ")} not installed (${debian ? "apt-get install -y buildah mmdebstrap" : "not Debian: install buildah and mmdebstrap"}; .ci/run does it as root on Debian)`;
  }
  return null;
}

/** The files `git` knows in the build context (tracked, or new and not ignored), with their contents, hashed. */
function contextHash(extra: string[]): string {
  const hash = createHash("sha256");
  for (const value of extra) hash.update(`${value}\0`);
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter(Boolean)
    .sort();
  for (const file of files) {
    const path = join(root, file);
    // A file deleted but not yet staged is still listed; its absence is part of the state.
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : "(deleted)");
  }
  return hash.digest("hex").slice(0, 16);
}

/** Makes the stand-in base (or finds it in the cache) and returns its tag. */
export function makeBase(): string {
  return execFileSync(join(root, "scripts/image-base.sh"), {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    timeout: 30 * 60_000,
  }).trim();
}

/** Builds the image from the Dockerfile unless an image built from the same inputs exists. Returns whether it built. */
export function buildImage(base: string, siteUrl: string): boolean {
  const baseId = buildah(["inspect", "--type", "image", "--format", "{{.FromImageID}}", base]);
  const inputs = contextHash([baseId, `SITE_URL=${siteUrl}`]);
  if (imageExists(IMAGE) && imageConfig().Labels?.[INPUTS_LABEL] === inputs) return false;
  const scratch = mkdtempSync(join(tmpdir(), "image-build-"));
  try {
    execFileSync(
      "buildah",
      [
        "--storage-driver",
        "vfs",
        "bud",
        "--isolation",
        "chroot",
        "--pull=never",
        // Docker's image format, as `docker build` writes: the OCI format has no HEALTHCHECK, and buildah drops it.
        "--format",
        "docker",
        // No --layers: on vfs every step's layer is a whole copy of its file system, and the build stage's are 1.7 GB
        // each (about 25 GB a build). Each stage is committed once instead; the working containers go even on failure.
        "--layers=false",
        "--force-rm",
        ...trustedCa(scratch),
        "--build-arg",
        `SITE_URL=${siteUrl}`,
        "--label",
        `${INPUTS_LABEL}=${inputs}`,
        "--tag",
        IMAGE,
        "--file",
        "Dockerfile",
        ".",
      ],
      { cwd: root, stdio: ["ignore", "inherit", "inherit"], timeout: 60 * 60_000 },
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}

/** The certificate authorities this machine trusts (Debian's ca-certificates, with any added locally). */
const SYSTEM_CA = "/etc/ssl/certs/ca-certificates.crt";

/**
 * Node in the image trusts only the authorities built into it, so where this machine reaches the npm registry through
 * a TLS-inspecting proxy (as here), the build stage's `npm ci` fails with SELF_SIGNED_CERT_IN_CHAIN. The build's RUN
 * steps get the machine's own authorities instead: its CA file and a global npmrc naming it, both mounted, never
 * copied into a layer. Where nothing inspects the traffic this changes nothing: the file holds the public authorities.
 */
function trustedCa(scratch: string): string[] {
  if (!existsSync(SYSTEM_CA)) return [];
  const npmrc = join(scratch, "npmrc");
  writeFileSync(npmrc, "cafile=/run/build-ca.crt\n");
  return ["--volume", `${SYSTEM_CA}:/run/build-ca.crt:ro`, "--volume", `${npmrc}:/usr/local/etc/npmrc:ro`];
}

export interface ImageConfig {
  User?: string;
  Entrypoint?: string[];
  Cmd?: string[];
  Env?: string[];
  WorkingDir?: string;
  Volumes?: Record<string, object>;
  ExposedPorts?: Record<string, object>;
  Labels?: Record<string, string>;
}

/** The image's OCI configuration (what `docker inspect` shows as Config). */
export function imageConfig(): ImageConfig {
  const inspected = JSON.parse(buildah(["inspect", "--type", "image", IMAGE])) as { OCIv1: { config: ImageConfig } };
  return inspected.OCIv1.config;
}

/** The health check Docker would run (buildah keeps it in the Docker form of the configuration). */
export function imageHealthcheck(): string[] | undefined {
  const inspected = JSON.parse(buildah(["inspect", "--type", "image", IMAGE])) as {
    Docker: { config: { Healthcheck?: { Test?: string[] } } };
  };
  return inspected.Docker.config.Healthcheck?.Test;
}

/** An image's size as `buildah images` reports it. */
export const imageSize = (image: string) => buildah(["images", "--format", "{{.Size}}", image]).split("\n")[0];

function imageExists(image: string): boolean {
  try {
    buildah(["inspect", "--type", "image", "--format", "{{.FromImageID}}", image]);
    return true;
  } catch {
    return false;
  }
}
