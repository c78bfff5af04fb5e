import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Only the server's user reads or writes what it keeps. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export class DataDirModeError extends Error {}

/** Every folder under `dir` (itself included) 0700, every file 0600; links are left alone. */
export function makeFolderPrivate(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeFolderPrivate(full);
    else if (entry.isFile()) chmodSync(full, PRIVATE_FILE_MODE);
  }
}

/**
 * DATA_DIR holds the embedded database, the JWT secret and the mail outbox (live reset and
 * invitation links), so it is the server's user's alone. The umask makes everything the process
 * creates from now on private (PostgreSQL in PGlite asks 0600/0700 for its files, as the umask
 * leaves them); the pass over the folder tightens what an earlier start or an older release left
 * open. Run first by the server and the CLI, before the database is opened. PGlite unpacks its
 * initial database with modes of its own (0666) through chmod, which no umask touches, so
 * db/client.ts passes over its folder again once it is open.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  try {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    makeFolderPrivate(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new DataDirModeError(
      `The data folder ${dataDir} could not be made private to this user (${code}). ` +
        "Give the server's user ownership of it (chown -R), then start again.",
    );
  }
}
