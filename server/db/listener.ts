/**
 * LISTEN for in-memory caches that must be dropped when the database changes
 * (server/lib/change-cache.ts: the sessions, one candidate and list pages).
 * One hub per database handle: on PostgreSQL one listening connection for every channel,
 * and one sync round trip per request for every cache that request reads. Subscribers learn
 * every payload of their channel and whether it is listened to: while it is not (starting,
 * connection lost, reconnecting) a notification may be missed, so they must not serve from
 * memory.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface FeedSubscriber {
  onMessage(payload: string): void;
  /** true once LISTEN is in place; false when a notification may have been missed. */
  onListening(listening: boolean): void;
}

/** One channel of a hub, as one cache sees it. */
export interface ChangeFeed {
  subscribe(subscriber: FeedSubscriber): () => void;
  /**
   * Resolves true once every notification committed before the call has been delivered to
   * the subscribers; false when the channel is not listened to (or the connection did not
   * answer in time). Calls with the same `scope` (the request) share one answer: a sync made
   * after the request arrived serves every cache that request reads.
   */
  sync(scope?: object): Promise<boolean>;
  /** Ends this feed's subscriptions; the connection is the hub's. */
  close(): Promise<void>;
}

export interface ChangeHub {
  feed(channel: string): ChangeFeed;
  close(): Promise<void>;
}

/** The engine-specific part of a hub: where payloads come from and how a sync is made. */
interface Transport {
  /** Starts listening on `channel` (no-op when it already is). */
  add(channel: string): void;
  /** The last subscriber of every channel left: the connection may go. */
  idle(): Promise<void>;
  isListening(channel: string): boolean;
  roundTrip(): Promise<boolean>;
  close(): Promise<void>;
}

interface HubState {
  channels: Map<string, Set<FeedSubscriber>>;
  deliver(channel: string, payload: string): void;
  announce(channel: string, listening: boolean): void;
}

function hubState(): HubState {
  const channels = new Map<string, Set<FeedSubscriber>>();
  return {
    channels,
    deliver(channel, payload) {
      for (const s of channels.get(channel) ?? []) s.onMessage(payload);
    },
    announce(channel, listening) {
      for (const s of channels.get(channel) ?? []) s.onListening(listening);
    },
  };
}

/** The channel-independent part: subscriptions, feeds and the per-request sync. */
function hub(state: HubState, transport: Transport): ChangeHub {
  // A request's sync, kept as long as the request object lives.
  const byScope = new WeakMap<object, Promise<boolean>>();
  const sync = (scope?: object): Promise<boolean> => {
    if (!scope) return transport.roundTrip();
    let answer = byScope.get(scope);
    if (!answer) {
      answer = transport.roundTrip();
      byScope.set(scope, answer);
    }
    return answer;
  };
  const unsubscribe = (channel: string, subscriber: FeedSubscriber) => {
    const set = state.channels.get(channel);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) state.channels.delete(channel);
    // Kept listening while any channel has a subscriber; reopened by the next one.
    if (state.channels.size === 0) void transport.idle();
  };
  return {
    feed(channel) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
      const mine = new Set<FeedSubscriber>();
      return {
        subscribe(subscriber) {
          let set = state.channels.get(channel);
          if (!set) {
            set = new Set();
            state.channels.set(channel, set);
          }
          set.add(subscriber);
          mine.add(subscriber);
          if (transport.isListening(channel)) subscriber.onListening(true);
          else transport.add(channel);
          return () => {
            mine.delete(subscriber);
            unsubscribe(channel, subscriber);
          };
        },
        sync: async (scope) => (await sync(scope)) && transport.isListening(channel),
        close: async () => {
          for (const s of mine) unsubscribe(channel, s);
          mine.clear();
        },
      };
    },
    close: () => {
      state.channels.clear();
      return transport.close();
    },
  };
}

/** PGlite is one backend in this process: notifications arrive before the commit resolves. */
export function pgliteHub(client: PGlite): ChangeHub {
  const state = hubState();
  const listens = new Map<string, Promise<() => Promise<void>>>();
  const listening = new Set<string>();
  const transport: Transport = {
    add(channel) {
      if (listens.has(channel)) return;
      const started = client.listen(channel, (payload) => state.deliver(channel, payload));
      listens.set(channel, started);
      void started.then(() => {
        if (listens.get(channel) !== started) return;
        listening.add(channel);
        state.announce(channel, true);
      });
    },
    idle: () => stopAll(),
    isListening: (channel) => listening.has(channel),
    roundTrip: async () => {
      await Promise.all(listens.values());
      return listens.size > 0;
    },
    close: () => stopAll(),
  };
  const stopAll = async () => {
    const started = [...listens.values()];
    listens.clear();
    listening.clear();
    for (const s of started) await (await s)().catch(() => {});
  };
  return hub(state, transport);
}

/** How long a sync may take before the listening connection is presumed dead. */
const SYNC_TIMEOUT_MS = 2_000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** How the listening connection shows in pg_stat_activity (operators, the replica tests). */
export const LISTENER_APPLICATION_NAME = "vt-change-listener";

/**
 * PostgreSQL: one dedicated connection (LISTEN cannot share a pooled one), opened at the
 * first subscriber and reopened with back-off after any error, so the app recovers from a
 * database restart without being restarted. A sync is one `SELECT 1` on that connection,
 * shared by all requests waiting at the time: PostgreSQL sends pending notifications before
 * the answer.
 */
export function postgresHub(connectionString: string, onError: (error: Error) => void): ChangeHub {
  const state = hubState();
  let client: pg.Client | null = null;
  /** Channels LISTENed on the current connection. */
  const listened = new Set<string>();
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  // Coalesced syncs: one in flight, one gathering the callers that came after it was sent.
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  /** Forgets the connection (announcing that nothing is listened to) and ends it. */
  const drop = (current: pg.Client, error?: Error, reconnect = true): Promise<void> => {
    if (client !== current) return Promise.resolve();
    client = null;
    const lost = [...listened];
    listened.clear();
    for (const channel of lost) state.announce(channel, false);
    if (error) onError(error);
    const ended = current.end().catch(() => {});
    if (!closed && reconnect && state.channels.size > 0) {
      clearTimeout(timer);
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    }
    return ended;
  };

  /** LISTENs on every subscribed channel not listened yet, until none is left. */
  let listenChain: Promise<void> = Promise.resolve();
  const listenMissing = (current: pg.Client) => {
    listenChain = listenChain.then(async () => {
      for (;;) {
        if (client !== current) return;
        const missing = [...state.channels.keys()].filter((c) => !listened.has(c));
        if (missing.length === 0) return;
        try {
          await current.query(missing.map((c) => `LISTEN ${c};`).join(" "));
        } catch (error) {
          void drop(current, error as Error);
          return;
        }
        if (client !== current) return;
        delay = RECONNECT_MIN_MS;
        for (const channel of missing) {
          listened.add(channel);
          state.announce(channel, true);
        }
      }
    });
    return listenChain;
  };

  let connected = false;
  const connect = async () => {
    if (closed || client || state.channels.size === 0) return;
    const current = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = current;
    connected = false;
    current.on("notification", (message) => state.deliver(message.channel, message.payload ?? ""));
    current.on("error", (error) => void drop(current, error));
    current.on("end", () => void drop(current, new Error("listening connection ended")));
    try {
      await current.connect();
    } catch (error) {
      void drop(current, error as Error);
      return;
    }
    if (client !== current) return;
    connected = true;
    await listenMissing(current);
  };

  const issue = (): Promise<boolean> => {
    const current = client;
    if (!current || listened.size === 0) return Promise.resolve(false);
    let timeout: NodeJS.Timeout | undefined;
    const answered = current.query("SELECT 1").then(
      () => client === current,
      (error: Error) => {
        void drop(current, error);
        return false;
      },
    );
    const timedOut = new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => {
        void drop(current, new Error("listening connection did not answer"));
        resolve(false);
      }, SYNC_TIMEOUT_MS);
    });
    return Promise.race([answered, timedOut]).finally(() => clearTimeout(timeout));
  };

  const roundTrip = (): Promise<boolean> => {
    if (listened.size === 0) return Promise.resolve(false);
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
      return roundTrip();
    });
    return next;
  };

  const stop = async () => {
    clearTimeout(timer);
    if (client) await drop(client, undefined, false);
  };

  return hub(state, {
    add: () => {
      if (!client) void connect();
      else if (connected) void listenMissing(client);
      // Still connecting: connect() LISTENs on every channel subscribed by then.
    },
    idle: stop,
    isListening: (channel) => listened.has(channel),
    roundTrip,
    close: async () => {
      closed = true;
      await stop();
    },
  });
}
