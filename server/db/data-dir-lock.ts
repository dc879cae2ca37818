import { readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";

/** Another live process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `The embedded database in ${dataDir} is open in another process${pid ? ` (PID ${pid})` : ""}, ` +
        "and only one process may open it at a time. Stop the server first. To create the first " +
        "staff account while the server runs, open /setup in the browser instead.",
    );
    this.name = "DatabaseInUseError";
  }
}

type Holder = { pid: number; started: string | null };

const held = new Set<string>();

/** State and start time (in clock ticks since boot) from /proc, or null off Linux. */
function readProcessStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in parentheses may hold spaces: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0], started: fields[19] };
  } catch {
    return null;
  }
}

function readHolder(lockPath: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8"));
    return Number.isInteger(parsed.pid)
      ? { pid: parsed.pid, started: parsed.started ?? null }
      : null;
  } catch {
    return null;
  }
}

function isHolderAlive(lockPath: string, holder: Holder): boolean {
  // Our own PID on a lock we did not take: left by an earlier process that had the same PID
  // (a container restarts its server as PID 1 every time).
  if (holder.pid === process.pid) return held.has(lockPath);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const stat = readProcessStat(holder.pid);
  if (!stat) return true;
  // A zombie, or another process that was given the dead holder's PID.
  return stat.state !== "Z" && (holder.started === null || stat.started === holder.started);
}

/** A lock file is written in two steps; one younger than this with no content is being written. */
const WRITE_GRACE_MS = 5_000;

function isBeingWritten(lockPath: string) {
  try {
    return Date.now() - statSync(lockPath).mtimeMs < WRITE_GRACE_MS;
  } catch {
    return false;
  }
}

/**
 * Takes the exclusive lock on a PGlite directory: a file holding this process's PID, created
 * with the exclusive flag. A lock left by a process that died (kill -9, power loss) is taken
 * over, since its PID no longer runs. Throws DatabaseInUseError while the holder lives.
 * Returns the release function (also run when the process exits).
 */
export function lockDataDir(lockPath: string, dataDir: string): () => void {
  const me: Holder = { pid: process.pid, started: readProcessStat(process.pid)?.started ?? null };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      held.add(lockPath);
      const release = () => {
        if (!held.delete(lockPath)) return;
        process.off("exit", release);
        if (readHolder(lockPath)?.pid === process.pid) unlinkSync(lockPath);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockPath);
    if (holder ? isHolderAlive(lockPath, holder) : isBeingWritten(lockPath)) {
      throw new DatabaseInUseError(dataDir, holder?.pid ?? null);
    }
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new DatabaseInUseError(dataDir, readHolder(lockPath)?.pid ?? null);
}
