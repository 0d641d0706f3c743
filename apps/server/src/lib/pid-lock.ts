import fs from 'node:fs';

/**
 * An exclusive lock on a data directory for one process: PGlite is single-process, and two processes on one
 * directory lose data silently. A lock left by a process that is gone is taken over.
 */
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds: its own PID in a lock file it does not hold is a stale one (a restarted container). */
const heldHere = new Set<string>();

export function acquirePidLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      heldHere.add(file);
      return () => {
        if (!heldHere.delete(file)) return;
        fs.rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      const inUse = holder === process.pid ? heldHere.has(file) : holder > 0 && isAlive(holder);
      if (inUse) {
        throw new DataDirLockedError(
          `The data directory is in use by another Cloud Exam process (PID ${holder}; lock file ${file}). ` +
            'Stop that process first, or give this one another DATA_DIR, or use PostgreSQL through DATABASE_URL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${file}`);
}
