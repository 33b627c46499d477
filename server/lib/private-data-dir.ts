/**
 * What the server keeps under DATA_DIR is for its own account alone: the embedded database
 * (password hashes in its tables and write-ahead log), stored résumés, and the outbox's
 * e-mails with sign-in links and codes. Older versions left it readable, even writable, by
 * every local account: the process umask decided, and PGlite (PostgreSQL in WebAssembly)
 * gives the files of a new database mode 0666 explicitly, whatever the umask.
 *
 * So, on every platform with POSIX modes:
 * - the process starts with umask 077 (`keepNewFilesPrivate`), and the server's own writers
 *   also ask for PRIVATE_DIR_MODE / PRIVATE_FILE_MODE, whoever runs them;
 * - `makePrivate` takes every group and other bit off a folder and everything under it:
 *   DATA_DIR at start-up, before the database opens (a directory an older version wrote),
 *   and the database's folder once PGlite has opened it (the files it just made).
 *
 * docs/decisions/080-private-data-dir.md.
 */
import fs from "node:fs";
import path from "node:path";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const GROUP_AND_OTHER = 0o077;

const posix = process.platform !== "win32";

/** A part of DATA_DIR this account cannot make private (another account owns it). */
export class DataDirError extends Error {}

/** From here on, every folder and file this process creates is its own account's alone. */
export function keepNewFilesPrivate(): void {
  if (posix) process.umask(GROUP_AND_OTHER);
}

/**
 * Takes the group and other bits off `dir` (followed if it is a link: the operator chose
 * it) and off every folder and file under it; returns how many it changed. Links under it
 * are neither followed nor changed, so nothing outside the tree is touched. A folder is
 * made private before it is listed: from then on no other account can swap an entry in it
 * for a link between our look at the entry and our change of its mode. Does nothing when
 * `dir` does not exist (whoever creates it later creates it private).
 */
export function makePrivate(dir: string): number {
  if (!posix) return 0;
  let root: fs.Stats;
  try {
    root = fs.statSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  if (!root.isDirectory()) throw new DataDirError(`${dir} is not a folder`);
  let changed = restrict(dir, root) ? 1 : 0;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isSymbolicLink()) continue;
      const file = path.join(folder, entry.name);
      let stats: fs.Stats;
      try {
        stats = fs.lstatSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // gone meanwhile
        throw error;
      }
      if (stats.isSymbolicLink()) continue;
      if (restrict(file, stats)) changed++;
      if (stats.isDirectory()) folders.push(file);
    }
  }
  return changed;
}

/** Owner bits only; false when there was nothing to take off. */
function restrict(file: string, stats: fs.Stats): boolean {
  if ((stats.mode & GROUP_AND_OTHER) === 0) return false;
  try {
    fs.chmodSync(file, stats.mode & 0o700);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
    throw new DataDirError(
      `${file} belongs to another account (uid ${stats.uid}), so this server cannot keep other accounts from reading it. Give it to this account (chown) or remove it, then start again.`,
    );
  }
  return true;
}
