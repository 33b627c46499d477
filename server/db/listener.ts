/**
 * LISTEN on one channel for in-memory caches that must be dropped when the database
 * changes (server/features/auth/session-cache.ts). Subscribers learn every payload and
 * whether the feed is listening: while it is not (starting, connection lost, reconnecting)
 * a notification may be missed, so they must not serve from memory.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface FeedSubscriber {
  onMessage(payload: string): void;
  /** true once LISTEN is in place; false when a notification may have been missed. */
  onListening(listening: boolean): void;
}

export interface ChangeFeed {
  subscribe(subscriber: FeedSubscriber): () => void;
  /**
   * Resolves true once every notification committed before the call has been delivered to
   * the subscribers; false when the feed is not listening (or did not answer in time).
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

/** PGlite is one backend in this process: notifications arrive before the commit resolves. */
export function pgliteFeed(client: PGlite, channel: string): ChangeFeed {
  const subscribers = new Set<FeedSubscriber>();
  let unlisten: Promise<() => Promise<void>> | undefined;
  const ready = () => {
    unlisten ??= client.listen(channel, (payload) => {
      for (const s of subscribers) s.onMessage(payload);
    });
    return unlisten;
  };
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      void ready().then(() => {
        if (subscribers.has(subscriber)) subscriber.onListening(true);
      });
      return () => subscribers.delete(subscriber);
    },
    sync: async () => {
      if (!unlisten) return false;
      await unlisten;
      return true;
    },
    close: async () => {
      subscribers.clear();
      if (unlisten) await (await unlisten)().catch(() => {});
    },
  };
}

/** How long a sync may take before the listening connection is presumed dead. */
const SYNC_TIMEOUT_MS = 2_000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * PostgreSQL: a dedicated connection (LISTEN cannot share a pooled one), opened at the first
 * subscriber and reopened with back-off after any error, so the app recovers from a database
 * restart without being restarted. sync() is one `SELECT 1` on that connection shared by all
 * requests waiting at the time: PostgreSQL sends pending notifications before the answer.
 */
export function postgresFeed(
  connectionString: string,
  channel: string,
  onError: (error: Error) => void,
): ChangeFeed {
  const subscribers = new Set<FeedSubscriber>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  // Coalesced syncs: one in flight, one gathering the callers that came after it was sent.
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    for (const s of subscribers) s.onListening(value);
  };

  const drop = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    setListening(false);
    if (error) onError(error);
    current.end().catch(() => {});
    if (!closed) {
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    }
  };

  const connect = async () => {
    if (closed || client) return;
    const current = new pg.Client({ connectionString });
    client = current;
    current.on("notification", (message) => {
      for (const s of subscribers) s.onMessage(message.payload ?? "");
    });
    current.on("error", (error) => drop(current, error));
    current.on("end", () => drop(current, new Error("listening connection ended")));
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      if (client !== current) return;
      delay = RECONNECT_MIN_MS;
      setListening(true);
    } catch (error) {
      drop(current, error as Error);
    }
  };

  const issue = (): Promise<boolean> => {
    const current = client;
    if (!current || !listening) return Promise.resolve(false);
    let timeout: NodeJS.Timeout | undefined;
    const answered = current.query("SELECT 1").then(
      () => client === current && listening,
      (error: Error) => {
        drop(current, error);
        return false;
      },
    );
    const timedOut = new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => {
        drop(current, new Error("listening connection did not answer"));
        resolve(false);
      }, SYNC_TIMEOUT_MS);
    });
    return Promise.race([answered, timedOut]).finally(() => clearTimeout(timeout));
  };

  const sync = (): Promise<boolean> => {
    if (!listening) return Promise.resolve(false);
    if (!inFlight) {
      const p = issue().finally(() => {
        if (inFlight === p) inFlight = null;
      });
      inFlight = p;
      return p;
    }
    // The query in flight may have been sent before this caller's request arrived.
    next ??= inFlight.then(() => {
      next = null;
      return sync();
    });
    return next;
  };

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      if (listening) subscriber.onListening(true);
      else void connect();
      return () => subscribers.delete(subscriber);
    },
    sync,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      subscribers.clear();
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
