/**
 * A pg_dump of the embedded database (PGlite), taken by PostgreSQL's own pg_dump (the
 * WebAssembly build in @electric-sql/pglite-tools) on the live instance.
 *
 * Why it is consistent while the server writes: PGlite is one backend in this process. The
 * dump holds PGlite's transaction and query locks, so no request's transaction is open
 * while it runs and none starts until it ends; pg_dump itself reads inside one REPEATABLE
 * READ transaction, and its run is one synchronous call that nothing else can interleave
 * with. So the dump is the database as it stood between two transactions: requests wait
 * for it (measured figures in docs/operations.md "Backups") and carry on afterwards.
 *
 * pgDump asks its `pg` argument for SHOW SEARCH_PATH and afterwards runs DEALLOCATE ALL and
 * SET SEARCH_PATH through query()/exec(), which take the same locks; the facade below runs
 * them straight on the wire protocol instead, inside the locks already held, and ends
 * pg_dump's transaction, so the session the app shares is as it was before any request
 * runs again.
 */
import { type PGlite, protocol } from "@electric-sql/pglite";

export const DUMP_HEADER = "--\n-- PostgreSQL database dump\n--";
export const DUMP_TRAILER = "-- PostgreSQL database dump complete";

type Locked = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

export async function dumpPglite(client: PGlite): Promise<string> {
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  await client.waitReady; // execProtocol, unlike query(), does not wait for start-up
  const locked = client as unknown as Locked;
  return locked._runExclusiveTransaction(() =>
    locked._runExclusiveQuery(async () => {
      const run = (sql: string) => client.execProtocol(protocol.serialize.query(sql));
      const shown = await run("SHOW search_path");
      const row = shown.messages.find((m) => m.name === "dataRow") as
        | { fields: Array<string | null> }
        | undefined;
      const searchPath = row?.fields[0] ?? "public";
      const facade = {
        query: async () => ({ rows: [{ search_path: searchPath }] }),
        exec: async (sql: string) => {
          await run(sql);
          return [];
        },
        execProtocolRawStream: client.execProtocolRawStream.bind(client),
      };
      try {
        const file = await pgDump({
          pg: facade as unknown as PGlite,
          args: ["--no-owner", "--rows-per-insert=1000"],
        });
        const text = await file.text();
        if (!text.startsWith(DUMP_HEADER) || !isCompleteDump(text)) {
          throw new Error("pg_dump produced an incomplete dump");
        }
        return text;
      } finally {
        // pg_dump ends by disconnecting, which here leaves its read-only transaction open in
        // the session the app shares, with its prepared statements and empty search path.
        await run("ROLLBACK");
        await run("DEALLOCATE ALL");
        await run(`SET search_path = ${searchPath}`);
      }
    }),
  );
}

/** True when `text` is a whole plain-format pg_dump: its header, and the line pg_dump writes last. */
export function isCompleteDump(text: string): boolean {
  return text.startsWith(DUMP_HEADER) && text.slice(-200).includes(DUMP_TRAILER);
}
