import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {
  constructor(pid: number, dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Overlap server?). ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. A lock
 * file beside the folder names the owner; a lock left by a process that has died is taken over.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DatabaseInUseError(owner, dataDir);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}
