/**
 * The verdicts on a link's developers (product-extensions §1, GET/PUT/DELETE
 * /api/shared/{token}/verdicts…): read once per link and page, kept here for every view
 * that shows them (listing cards, profile, compare), and read again after each change.
 * Plain React state rather than TanStack Query, whose ~11 KB the server-rendered views do
 * without (decision 072). Like the app's queries (spec §7) it is never stale.
 */
import { useEffect, useSyncExternalStore } from "react";
import type { VerdictBody, VerdictItem } from "#common/verdict.ts";
import { apiFetch, apiJson } from "~/lib/api";
import { useAction } from "./use-action.ts";

interface VerdictsState {
  status: "idle" | "loading" | "done";
  data?: VerdictItem[];
  error?: unknown;
}

const IDLE: VerdictsState = { status: "idle" };

interface Store {
  state: VerdictsState;
  listeners: Set<() => void>;
}

const stores = new Map<string, Store>();

function storeOf(token: string): Store {
  let store = stores.get(token);
  if (!store) {
    store = { state: IDLE, listeners: new Set() };
    stores.set(token, store);
  }
  return store;
}

function setState(token: string, state: VerdictsState) {
  const store = storeOf(token);
  store.state = state;
  for (const listener of store.listeners) listener();
}

const verdictsUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}/verdicts`;

async function load(token: string): Promise<void> {
  setState(token, { ...storeOf(token).state, status: "loading" });
  try {
    const { data } = await apiFetch<VerdictItem[]>(verdictsUrl(token));
    setState(token, { status: "done", data });
  } catch (error) {
    setState(token, { status: "done", error });
  }
}

/** Who the viewer is changed (a verification): the next view reads the verdicts again. */
export function forgetVerdicts(token: string) {
  setState(token, IDLE);
}

/** The link's verdicts; read when first asked for (and `enabled`). */
export function useVerdicts(token: string, enabled = true) {
  const store = storeOf(token);
  const state = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.state,
    // The server renders before any read: the page hydrates the same.
    () => IDLE,
  );
  useEffect(() => {
    if (enabled && token && store.state.status === "idle") void load(token);
  }, [enabled, token, store]);
  return {
    data: state.data,
    isError: state.error !== undefined,
    isSuccess: state.data !== undefined,
  };
}

const verdictUrl = (token: string, developerId: string) =>
  `${verdictsUrl(token)}/${encodeURIComponent(developerId)}`;

export const useSaveVerdict = (token: string) =>
  useAction(async ({ developerId, body }: { developerId: string; body: VerdictBody }) => {
    const saved = await apiJson<VerdictItem>("PUT", verdictUrl(token, developerId), body);
    await load(token);
    return saved;
  });

export const useClearVerdict = (token: string) =>
  useAction(async (developerId: string) => {
    await apiJson<null>("DELETE", verdictUrl(token, developerId));
    await load(token);
    return null;
  });
