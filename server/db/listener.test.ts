/**
 * One hub per database handle: every channel on one listening connection, and one sync per
 * request whatever number of caches the request reads (both engines).
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "../../tests/support/test-db.ts";
import type { Database } from "./client.ts";
import { type ChangeFeed, LISTENER_APPLICATION_NAME } from "./listener.ts";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

function listening(feed: ChangeFeed) {
  const messages: string[] = [];
  let ready!: () => void;
  const listened = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const unsubscribe = feed.subscribe({
    onMessage: (payload) => messages.push(payload),
    onListening: (on) => {
      if (on) ready();
    },
  });
  return { messages, listened, unsubscribe };
}

describe("the change hub", () => {
  it("delivers each channel's notifications to its own subscribers", async () => {
    const sessions = database.listen("hub_test_a");
    const candidates = database.listen("hub_test_b");
    const a = listening(sessions);
    const b = listening(candidates);
    await Promise.all([a.listened, b.listened]);
    await database.db.execute(sql`SELECT pg_notify('hub_test_a', 'one')`);
    await database.db.execute(sql`SELECT pg_notify('hub_test_b', 'two')`);
    const scope = {};
    expect(await sessions.sync(scope)).toBe(true);
    expect(await candidates.sync(scope)).toBe(true);
    expect(a.messages).toEqual(["one"]);
    expect(b.messages).toEqual(["two"]);
    await sessions.close();
    await candidates.close();
  });

  it("uses one connection and one round trip per request for every channel", async (ctx) => {
    if (database.kind !== "postgres") ctx.skip();
    const feeds = ["hub_test_c", "hub_test_d", "hub_test_e"].map((c) => database.listen(c));
    await Promise.all(feeds.map((f) => listening(f).listened));
    const connections = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    expect((connections as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const queries = vi.spyOn(pg.Client.prototype, "query");
    try {
      const request = {};
      for (const feed of feeds) expect(await feed.sync(request)).toBe(true);
      const syncs = () => queries.mock.calls.filter(([text]) => text === "SELECT 1").length;
      expect(syncs()).toBe(1);
      // Another request makes its own.
      expect(await feeds[0]!.sync({})).toBe(true);
      expect(syncs()).toBe(2);
    } finally {
      queries.mockRestore();
      for (const feed of feeds) await feed.close();
    }
  });
});
