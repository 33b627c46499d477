/**
 * The local-only channel `npm run db:backup` uses while the server runs: the server holds
 * the embedded database's files (PGlite is one process), so the backup asks it for a dump.
 * A Unix socket in DATA_DIR, readable by the server's own user only (mode 0600): anyone
 * who can open it could read DATA_DIR anyway; nothing listens on the network.
 *
 * Protocol: the client writes `BACKUP\n`; the server answers one JSON line,
 * `{"ok":true,"bytes":N}` followed by the N bytes of the dump, or `{"ok":false,"error":"…"}`.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { dumpPglite } from "./pglite-dump.ts";

export const backupSocketPath = (dataDir: string) => path.join(dataDir, "backup.sock");

/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Starts answering backup requests; the returned function stops it. */
export async function serveBackups(
  dataDir: string,
  client: PGlite,
  log: Log,
): Promise<() => Promise<void>> {
  const file = backupSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    log.warn(
      { path: file },
      "DATA_DIR's path is too long for the backup socket: db:backup only works with the server stopped",
    );
    return async () => {};
  }
  // A socket left by a server that did not stop cleanly; the caller holds DATA_DIR's lock.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    let request = "";
    socket.on("data", (chunk) => {
      request += chunk.toString("utf8");
      if (!request.includes("\n")) return;
      socket.removeAllListeners("data");
      if (request.trim() !== "BACKUP") {
        socket.end(`${JSON.stringify({ ok: false, error: "unknown request" })}\n`);
        return;
      }
      const started = performance.now();
      dumpPglite(client)
        .then((dump) => {
          const body = Buffer.from(dump, "utf8");
          const ms = Math.round(performance.now() - started);
          log.info({ bytes: body.length, ms }, "database backup taken");
          socket.write(`${JSON.stringify({ ok: true, bytes: body.length })}\n`);
          socket.end(body);
        })
        .catch((error: Error) => {
          log.error({ err: error }, "database backup failed");
          socket.end(`${JSON.stringify({ ok: false, error: error.message })}\n`);
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(file, { force: true });
  };
}

/** Asks the server running on `dataDir` for a dump; rejects with the server's reason. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const file = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    const chunks: Buffer[] = [];
    socket.on("connect", () => socket.write("BACKUP\n"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new Error(
              `The server runs but does not answer on ${file} (a version without the backup channel?). Stop it and run db:backup again.`,
            )
          : error,
      );
    });
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0)
        return reject(new Error("The server closed the backup channel without an answer"));
      const header = JSON.parse(all.subarray(0, newline).toString("utf8")) as
        | { ok: true; bytes: number }
        | { ok: false; error: string };
      if (!header.ok)
        return reject(new Error(`The server could not take the backup: ${header.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) {
        return reject(
          new Error(`The backup was cut off: ${body.length} of ${header.bytes} bytes arrived`),
        );
      }
      resolve(body);
    });
  });
}
