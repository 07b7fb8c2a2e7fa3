/**
 * Writing a file so that it survives a crash or a power cut the moment the call resolves: the data goes
 * to a temporary name, is fsync'd, renamed into place (atomic: readers see the whole file or none), and
 * then the directory is fsync'd, without which the rename itself may be lost.
 */
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import { join } from "node:path";

/** Temporary files end so; whoever lists the directory skips them, and start-up removes the leftovers. */
export const TEMP_SUFFIX = ".tmp";

/**
 * fsync of one directory, shared: a call waits for the next fsync that starts after it was made (one in
 * progress may have begun before its rename), and every call waiting at that moment shares that one.
 * Under a burst of accepts this is one directory fsync per batch instead of one per message.
 */
export class DirectorySync {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(readonly dir: string) {}

  sync(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const queued = this.running.catch(() => {}).then(() => this.start());
    this.queued = queued;
    return queued;
  }

  private start(): Promise<void> {
    this.queued = null;
    const run = fsyncDirectory(this.dir).finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }
}

async function fsyncDirectory(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeFileDurably(directory: DirectorySync, name: string, data: string | Buffer): Promise<void> {
  const temp = join(directory.dir, `.${name}.${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
  const handle = await open(temp, "wx", 0o600);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(directory.dir, name));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await directory.sync();
}
