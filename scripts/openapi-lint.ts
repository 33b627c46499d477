/**
 * `npm run lint:openapi`: builds the app on a throwaway embedded database (no port is
 * opened), takes its API description as /api/docs/json serves it, and lints it with Redocly's
 * recommended rules (redocly.yaml). server/openapi-lint.test.ts runs the same lint.
 * Offline: Redocly's telemetry and update check are switched off
 * (docs/decisions/083-openapi-lint.md).
 */
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const redocly = path.join(root, "node_modules/@redocly/cli/bin/cli.js");
const lintOptions = [`--config=${path.join(root, "redocly.yaml")}`];
const offline = {
  ...process.env,
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
};

/** A METRICS_TOKEN for the throwaway app, so that /metrics (only there with one) is linted. */
export const LINT_METRICS_TOKEN = "openapi-lint-metrics-token";

export interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: Array<{ pointer: string }>;
}

/** Redocly's findings on `document`, every one (no cap), as its JSON report lists them. */
export async function lintDocument(document: unknown): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-openapi-"));
  const file = path.join(dir, "openapi.json");
  try {
    fs.writeFileSync(file, JSON.stringify(document));
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [redocly, "lint", file, ...lintOptions, "--format=json", "--max-problems=100000"],
        { cwd: root, env: offline, maxBuffer: 64 * 1024 * 1024 },
        // Exit code 1 only says that there were errors: the report says which.
        (error, out) => (out ? resolve(out) : reject(error)),
      );
    });
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `GET /api/x` for a problem under `#/paths/~1api~1x/get/…`; the pointer otherwise. */
export function whereIs(problem: LintProblem): string {
  const pointer = problem.location[0]?.pointer ?? "";
  const match = /^#\/paths\/([^/]+)(?:\/(get|put|post|patch|delete|head|options))?/.exec(pointer);
  if (!match) return pointer;
  const pathName = match[1]!.replaceAll("~1", "/").replaceAll("~0", "~");
  return match[2] ? `${match[2].toUpperCase()} ${pathName}` : pathName;
}

/** The app's API description, built on a throwaway migrated PGlite database. */
async function buildDocument(): Promise<unknown> {
  const { buildApp } = await import("../server/app.ts");
  const { loadConfig } = await import("../server/config.ts");
  const { createPglite, pgliteDatabase } = await import("../server/db/client.ts");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-openapi-app-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    METRICS_TOKEN: LINT_METRICS_TOKEN,
  });
  const database = pgliteDatabase(await createPglite());
  try {
    // The app's background workers read their tables as soon as they start.
    await database.migrate();
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-openapi-"));
  const file = path.join(dir, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(await buildDocument(), null, 2));
  // Redocly's own report (its options may follow: `npm run lint:openapi -- --format=summary`).
  const result = spawnSync(
    process.execPath,
    [redocly, "lint", file, ...lintOptions, ...process.argv.slice(2)],
    { cwd: root, env: offline, stdio: "inherit" },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
