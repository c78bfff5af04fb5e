import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {}

/**
 * PGlite is a single-process database: a second process opening the same folder writes into files
 * the first one holds in memory, and whatever it writes is lost. A lock file beside the folder,
 * created atomically with the owner's pid, makes the second process refuse instead. A lock whose
 * process is gone (a crash, a kill -9) is stale and taken over.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another process (pid ${owner}), probably the running server. ` +
            'Stop the server first, then run this again (or point DATABASE_URL at a PostgreSQL server, which many processes can share).',
        );
      }
      if (owner === process.pid)
        throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
      // Stale: its process is gone.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
