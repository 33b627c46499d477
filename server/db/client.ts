/**
 * One Drizzle database over either engine: embedded PGlite (default, data under DATA_DIR)
 * or a PostgreSQL server (DATABASE_URL). Both run the same committed migrations.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { appRoot } from "../lib/app-root.ts";
import { makePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../lib/private-data-dir.ts";
import { type ChangeFeed, type ChangeHub, pgliteHub, postgresHub } from "./listener.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe to call from several replicas at once. */
  migrate(): Promise<void>;
  /** Answers when the database can run a query (readiness). */
  ping(): Promise<void>;
  /**
   * A feed of `channel` (server/db/listener.ts); its owner closes it. Every feed of one
   * handle shares one listening connection and one sync per request.
   */
  listen(channel: string): ChangeFeed;
  /** PGlite only: the embedded instance, for the backup channel (server/ops/backup-channel.ts). */
  pglite?: PGlite;
  /** PostgreSQL only: where it is, so a test can open a second handle like another replica. */
  connectionString?: string;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(appRoot, "server/db/migrations");

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server of its own. Here they
 * live in PGlite's WebAssembly memory inside the app's process, and an embedded database
 * (a newcomer's demo, a test) rarely holds more than a few thousand rows. Measured on the
 * demo database: RSS at ready 318 → 200 MB, after twenty searches 428 → 281 MB, ready 245 →
 * 171 ms (docs/decisions/055-pglite-shared-buffers.md).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/** Starts PGlite with the extensions the schema uses. */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}) {
  return new PGlite({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

export function pgliteDatabase(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const hub = pgliteHub(client);
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("SELECT 1");
    },
    listen: (channel) => hub.feed(channel),
    close: async () => {
      await hub.close();
      await client.close();
      onClose?.();
    },
  };
}

export function postgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the
  // process: the pool replaces it on the next query, and /api/ready reports the outage.
  pool.on("error", (error) => {
    console.error(
      JSON.stringify({ level: 50, msg: "idle database connection lost", err: error.message }),
    );
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let hub: ChangeHub | undefined;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // An advisory lock lets many replicas start together without racing the migrator.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(727201)");
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock(727201)").catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    listen: (channel) => {
      hub ??= postgresHub(connectionString, (error) => {
        console.error(
          JSON.stringify({ level: 40, msg: "database listener lost", err: error.message }),
        );
      });
      return hub.feed(channel);
    },
    connectionString,
    close: async () => {
      await hub?.close();
      await pool.end();
    },
  };
}

/**
 * PGlite has no lock between processes, so a second server on the same data directory
 * would corrupt it. A pid file refuses that, and is taken over when its process is gone.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockFile = path.join(dir, "server.pid");
  try {
    const pid = Number(fs.readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database in ${dir} is in use by another process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid), { mode: PRIVATE_FILE_MODE });
  return () => fs.rmSync(lockFile, { force: true });
}

/** The pid of a live process holding `dir`'s lock, or null (server/ops, the db:* scripts). */
export function lockHolder(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, "server.pid"), "utf8"));
    return pid && isAlive(pid) ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function openDatabase(config: {
  DATABASE_URL?: string;
  dataDir: string;
}): Promise<Database> {
  if (config.DATABASE_URL) return postgresDatabase(config.DATABASE_URL);
  const dir = path.join(config.dataDir, "pglite");
  const unlock = lockDataDir(config.dataDir);
  try {
    const client = await createPglite({ dataDir: dir });
    await client.waitReady;
    // PGlite gives the files of a new database mode 0666 whatever the umask.
    makePrivate(dir);
    return pgliteDatabase(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
