/**
 * A comment states the requirement it serves in its own words. A section sign with a number,
 * an issue number or the name of a product document points at something a clone of the
 * repository does not have, so a reader cannot follow it. The same holds for the documents:
 * the .md files under docs/ and README.md. Decisions in docs/decisions/ are inside the
 * repository and may be named; so may a section of an RFC, which anyone can read.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
/** This file names the patterns it looks for. */
const self = "scripts/no-outside-citations.test.ts";

/**
 * Folders or files skipped while their text is rewritten: none left. A path put here stays
 * a debt the scan shows by name.
 */
const NOT_YET_CLEANED: string[] = [];

/** Generated, installed or stored files: not the project's source. */
const NOT_SOURCE = new Set(["node_modules", "build", "data", "public"]);

/** Source files anywhere; documents under docs/ and every README.md (the features' too). */
function scanned(relative: string): boolean {
  if (/\.tsx?$/.test(relative)) return true;
  return (
    relative.endsWith(".md") && (relative.startsWith("docs/") || relative.endsWith("README.md"))
  );
}

const CITATION = /§\s*\d|\b[Ii]ssues? #?\d+|\b(?:product-spec|product-extensions|spec-decisions)\b/;
/** A section of an RFC is public: "RFC 5545 §3.1" stays. */
const RFC_SECTION = /\bRFC\s*\d+\s*§\s*[\d.]+/g;

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full).split(path.sep).join("/");
    if (entry.isDirectory()) {
      if (entry.name.startsWith(".") || NOT_SOURCE.has(relative)) continue;
      if (NOT_YET_CLEANED.includes(relative)) continue;
      sourceFiles(full, found);
    } else if (scanned(relative) && relative !== self && !NOT_YET_CLEANED.includes(relative)) {
      found.push(relative);
    }
  }
  return found;
}

function citations(file: string): string[] {
  const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n");
  return lines.flatMap((line, i) =>
    CITATION.test(line.replace(RFC_SECTION, "")) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
  );
}

describe("comments say what they serve", () => {
  it("no source file or document points at a spec section or an issue number", () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain("README.md");
    expect(files.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(80);
    expect(files.flatMap(citations)).toEqual([]);
  });

  it("the paths still to be cleaned exist, so none is skipped by a typo", () => {
    for (const dir of NOT_YET_CLEANED) expect(fs.existsSync(path.join(root, dir)), dir).toBe(true);
  });
});
