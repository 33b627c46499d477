/**
 * A read of a link's workspace data (its verdicts, its interview requests), made once per
 * link and page and kept for every view that shows it (listing cards, profile, compare), and
 * made again after each change the viewer makes. Plain React state rather than TanStack
 * Query, whose ~11 KB the server-rendered views do without (decision 072). Like the app's
 * queries it is never stale: a customer acting on a shortlist sees what is there now.
 */
import { useEffect, useSyncExternalStore } from "react";

interface ReadState<T> {
  status: "idle" | "loading" | "done";
  data?: T;
  error?: unknown;
}

interface Store<T> {
  state: ReadState<T>;
  listeners: Set<() => void>;
}

export interface LinkRead<T> {
  /** Reads it now (after a change); every view showing it follows. */
  load: (token: string) => Promise<void>;
  /** Who the viewer is changed (a verification): the next view reads it again. */
  forget: (token: string) => void;
  /**
   * The link's data: `initial` (what the server's page brought with the view) until it is
   * read again, else read when first asked for (and `enabled`).
   */
  use: (
    token: string,
    options?: { enabled?: boolean; initial?: T },
  ) => { data: T | undefined; isError: boolean; isSuccess: boolean };
}

/** `read` is the link's GET (./shared-call.ts `sharedRead`), given the token. */
export function linkRead<T>(read: (token: string) => Promise<T>): LinkRead<T> {
  const idle: ReadState<T> = { status: "idle" };
  const stores = new Map<string, Store<T>>();

  const storeOf = (token: string): Store<T> => {
    let store = stores.get(token);
    if (!store) {
      store = { state: idle, listeners: new Set() };
      stores.set(token, store);
    }
    return store;
  };

  const setState = (token: string, state: ReadState<T>) => {
    const store = storeOf(token);
    store.state = state;
    for (const listener of store.listeners) listener();
  };

  const load = async (token: string) => {
    setState(token, { ...storeOf(token).state, status: "loading" });
    try {
      const data = await read(token);
      setState(token, { status: "done", data });
    } catch (error) {
      setState(token, { status: "done", error });
    }
  };

  const use: LinkRead<T>["use"] = (token, { enabled = true, initial } = {}) => {
    const store = storeOf(token);
    const state = useSyncExternalStore(
      (listener) => {
        store.listeners.add(listener);
        return () => store.listeners.delete(listener);
      },
      () => store.state,
      // The server renders before any read: the page hydrates the same.
      () => idle,
    );
    const given = initial !== undefined;
    useEffect(() => {
      if (enabled && token && !given && store.state.status === "idle") void load(token);
    }, [enabled, token, given, store]);
    const data = state.data ?? initial;
    return { data, isError: state.error !== undefined, isSuccess: data !== undefined };
  };

  return { load, forget: (token) => setState(token, idle), use };
}
