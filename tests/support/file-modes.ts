/**
 * Permission bits of a DATA_DIR, for the tests that keep it to the server's own account
 * (server/lib/private-data-dir.ts). Links are skipped, as the server skips them.
 */
import fs from "node:fs";
import path from "node:path";

/** Calls `visit` for `dir` and every folder and file under it, links aside. */
function walk(dir: string, visit: (file: string, stats: fs.Stats) => void) {
  const stats = fs.lstatSync(dir);
  if (stats.isSymbolicLink()) return;
  visit(dir, stats);
  if (stats.isDirectory())
    for (const name of fs.readdirSync(dir)) walk(path.join(dir, name), visit);
}

/** `dir` and what is under it with any group or other bit, as "<mode> <path>". */
export function openToOthers(dir: string): string[] {
  const found: string[] = [];
  walk(dir, (file, stats) => {
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${file}`);
  });
  return found;
}

/** What an older version left: every folder 0777, every file 0666. */
export function openToEveryone(dir: string): void {
  walk(dir, (file, stats) => fs.chmodSync(file, stats.isDirectory() ? 0o777 : 0o666));
}
