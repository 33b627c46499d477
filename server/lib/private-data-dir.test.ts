import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { openToEveryone, openToOthers } from "../../tests/support/file-modes.ts";
import { makePrivate } from "./private-data-dir.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

/** A DATA_DIR as an older version left it: every folder 0777, every file 0666. */
function oldDataDir(): string {
  const dir = tempDir("vt-private-");
  for (const folder of ["pglite/base/5", "pglite/pg_wal", "objects/files", "outbox"]) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
  }
  for (const file of [
    "pglite/base/5/1259",
    "pglite/pg_wal/0001",
    "objects/files/a",
    "outbox/m.eml",
  ]) {
    fs.writeFileSync(path.join(dir, file), "x");
  }
  openToEveryone(dir);
  return dir;
}

it.skipIf(process.platform === "win32")(
  "takes every group and other bit off DATA_DIR and what is under it, owner bits kept",
  () => {
    const dir = oldDataDir();
    expect(openToOthers(dir)).toHaveLength(12);
    expect(makePrivate(dir)).toBe(12);
    expect(openToOthers(dir)).toEqual([]);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, "pglite/base/5"))).toBe(0o700);
    expect(modeOf(path.join(dir, "outbox/m.eml"))).toBe(0o600);
    // The next start finds nothing to change.
    expect(makePrivate(dir)).toBe(0);
  },
);

it.skipIf(process.platform === "win32")(
  "leaves links under it alone and never follows them out of the tree",
  () => {
    const dir = oldDataDir();
    const outside = tempDir("vt-outside-");
    fs.chmodSync(outside, 0o755);
    const outsideFile = path.join(outside, "shared.txt");
    fs.writeFileSync(outsideFile, "y");
    fs.chmodSync(outsideFile, 0o644);
    fs.symlinkSync(outsideFile, path.join(dir, "outbox", "link.eml"));
    fs.symlinkSync(outside, path.join(dir, "objects", "elsewhere"));

    makePrivate(dir);
    expect(openToOthers(dir)).toEqual([]);
    expect(modeOf(outside)).toBe(0o755);
    expect(modeOf(outsideFile)).toBe(0o644);
  },
);

it.skipIf(process.platform === "win32")(
  "follows DATA_DIR itself when it is a link (the operator's choice), and skips a missing one",
  () => {
    const real = oldDataDir();
    const link = path.join(tempDir("vt-link-"), "data");
    fs.symlinkSync(real, link);
    makePrivate(link);
    expect(openToOthers(real)).toEqual([]);
    expect(makePrivate(path.join(real, "not-there"))).toBe(0);
  },
);
