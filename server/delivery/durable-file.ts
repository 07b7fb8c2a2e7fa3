/**
 * Writing a file so that it survives a crash or a power cut the moment the call resolves: the data goes
 * to a temporary name, is fsync'd, renamed into place (atomic: readers see the whole file or none), and
 * then the directory is fsync'd, without which the rename itself may be lost.
 *
 * Only the fsyncs, which wait for the disk, go to libuv's thread pool. Opening, writing a few kilobytes,
 * closing and renaming are done in place: each hand-off to the pool costs more CPU than these calls
 * themselves, and on the accept path that CPU is what limits how many enquiries a second get stored.
 */
import { closeSync, fdatasync, fsync, ftruncateSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const fsyncAsync = promisify(fsync);
const fdatasyncAsync = promisify(fdatasync);

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
    const run = syncFile(this.dir, "r").finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }
}

async function syncFile(path: string, flags: string, data?: string | Buffer) {
  const fd = openSync(path, flags, 0o600);
  try {
    if (data !== undefined) writeAll(fd, typeof data === "string" ? Buffer.from(data) : data);
    await fsyncAsync(fd);
  } finally {
    closeSync(fd);
  }
}

function writeAll(fd: number, data: Buffer) {
  for (let offset = 0; offset < data.length;) offset += writeSync(fd, data, offset);
}

let tempCounter = 0;

export async function writeFileDurably(directory: DirectorySync, name: string, data: string | Buffer): Promise<void> {
  // Unique within this process by the counter, across processes by the pid.
  const temp = join(directory.dir, `.${name}.${process.pid}.${++tempCounter}${TEMP_SUFFIX}`);
  try {
    await syncFile(temp, "wx", data);
    renameSync(temp, join(directory.dir, name));
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  await directory.sync();
}

/**
 * A file that only grows, each append durable once append() resolves: the file is created and its directory
 * entry synced once, then every append is one write and one fdatasync, with no file to create, rename or sync
 * the directory for. A crash during an append leaves at most that append's bytes cut short at the end;
 * readers drop an unfinished last record (see the spool's batches).
 */
export class DurableAppendFile {
  private size = 0;
  private closed = false;

  private constructor(
    readonly name: string,
    private readonly fd: number,
  ) {}

  static async create(directory: DirectorySync, name: string): Promise<DurableAppendFile> {
    const path = join(directory.dir, name);
    const fd = openSync(path, "ax", 0o600);
    try {
      await directory.sync();
    } catch (error) {
      closeSync(fd);
      rmSync(path, { force: true });
      throw error;
    }
    return new DurableAppendFile(name, fd);
  }

  async append(data: string): Promise<void> {
    if (this.closed) throw new Error(`${this.name} is closed`);
    const bytes = Buffer.from(data);
    try {
      writeAll(this.fd, bytes);
      await fdatasyncAsync(this.fd);
      this.size += bytes.length;
    } catch (error) {
      // What was not acknowledged must not come back after a crash: cut the file back to what was.
      try {
        ftruncateSync(this.fd, this.size);
      } catch {
        // The caller hears of the first error; readers still drop an unfinished last record.
      }
      throw error;
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}
