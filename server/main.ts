/**
 * Process entry: config → DATA_DIR made private → database → migrations → seed → app → listen.
 * SIGTERM/SIGINT stop accepting connections, let in-flight requests finish, close the
 * database and exit 0.
 */
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { ensureAdmin, seedDemoCandidates } from "./db/seed.ts";
import { countDemoCandidates } from "./features/demo-data/service.ts";
import { keepNewFilesPrivate, makePrivate } from "./lib/private-data-dir.ts";
import { isLoopbackName } from "./lib/site-origin.ts";
import { openAddress, startBanner } from "./lib/start-banner.ts";

/** The logger's destination, which pino keeps under a symbol of its own. */
function logStream(log: object): { write(text: string): unknown } | undefined {
  for (let o: object | null = log; o; o = Object.getPrototypeOf(o)) {
    const key = Object.getOwnPropertySymbols(o).find((s) => s.description === "pino.stream");
    if (key) return (o as Record<symbol, { write(text: string): unknown }>)[key];
  }
  return undefined;
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Before anything under DATA_DIR is opened or written: a directory an older version left
  // readable by every local account is made the server's own (lib/private-data-dir.ts).
  keepNewFilesPrivate();
  const madePrivate = makePrivate(config.dataDir);
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (madePrivate > 0) {
    app.log.warn(
      { dataDir: config.dataDir, entries: madePrivate },
      "DATA_DIR was readable by other accounts: group and other permissions removed",
    );
  }
  // Printed after the server listens, as the last lines a newcomer sees (lib/start-banner.ts).
  const firstAdmin: string[] = [];
  await ensureAdmin(database, config, app.log, (text) => firstAdmin.push(text));
  await seedDemoCandidates(database, config, app.log);
  // `npm run db:backup` asks the running server for a dump of the embedded database.
  const stopBackups = database.pglite
    ? await (await import("./ops/backup-channel.ts")).serveBackups(
        config.dataDir,
        database.pglite,
        app.log,
      )
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => {
      app.log.error("requests did not finish within 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await stopBackups?.();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!config.PUBLIC_URL && !isLoopbackName(config.HOST)) {
    // Other machines can reach this port, but without PUBLIC_URL the site only answers to
    // this machine's own names (lib/site-origin.ts): say so now, not as a 421 in a browser.
    app.log.warn(
      `HOST=${config.HOST} without PUBLIC_URL: requests naming any host but localhost are refused (421). Set PUBLIC_URL to the address people use.`,
    );
  }
  const banner = startBanner({
    url: openAddress(config, app.server.address()),
    firstAdmin,
    demoCandidates: await countDemoCandidates(database.db),
  });
  // Into the logger's own destination, after its "Server listening" line: written apart
  // (console.log), the two raced into a pipe and the log line could come last.
  (logStream(app.log) ?? process.stdout).write(`${banner}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
