/**
 * Starts the production server for the browser tests on a database of its own: a fresh
 * PGlite directory, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set.
 * The database is removed when the server stops.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { serveArgs } from "../../scripts/serve-command.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { e2eAdmin } from "./credentials.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-e2e-"));
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  SEED_DEMO: "1",
  LOG_LEVEL: "warn",
  // Campaign journeys watch a progress bar reach its end: no pacing between messages.
  CAMPAIGN_RATE_PER_MINUTE: "0",
  // Every journey applies from 127.0.0.1, desktop and phone copies at once: the ceiling per
  // client would stop the journeys, not a flood (the API tests check it).
  APPLICATIONS_PER_CLIENT_PER_HOUR: "1000",
  // A journey waits for matching to learn the candidates it made: a second, not half a minute.
  RELATED_SKILLS_DEBOUNCE_SECONDS: "1",
};

// A real SMTP server beside the app: each message it receives is written as JSON to
// E2E_MAIL_DIR (set in playwright.config.ts), where tests/e2e/mailbox.ts reads it.
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(dataDir, "mail");
fs.mkdirSync(mailDir, { recursive: true });
const smtp = await startSmtpSink();
let mailCount = 0;
smtp.onMessage = ({ to, from, subject, text, html, headers }) => {
  const file = path.join(mailDir, `${Date.now()}-${++mailCount}.json`);
  // Written whole, then renamed: a reader never sees half a message.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ to, from, subject, text, html, headers }));
  fs.renameSync(`${file}.tmp`, file);
};
Object.assign(env, smtp.env);

let dropDatabase: (() => Promise<void>) | undefined;
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = process.env.E2E_DB_NAME ?? `vt_e2e_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

// The server as `npm run serve` runs it, on the bundle `npm run build` made.
const server = spawn(process.execPath, serveArgs(), { env, stdio: "inherit" });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", async (code) => {
  await dropDatabase?.().catch(() => {});
  await smtp.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
