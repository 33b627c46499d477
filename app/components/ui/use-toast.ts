/**
 * The toast store (shadcn/ui pattern): one toast visible at a time, and a dismissed toast
 * is removed from memory after the spec's removal delay.
 */
import * as React from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "#common/constants.ts";
import type { ToastVariant } from "./toast.tsx";

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let counter = 0;
let state: ToastItem[] = [];
const listeners = new Set<(toasts: ToastItem[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  state = next;
  for (const listener of listeners) listener(state);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(state.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** The toasts in the store now, newest first. */
export function currentToasts(): readonly ToastItem[] {
  return state;
}

export function dismiss(id?: string) {
  for (const t of state) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(state.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...state].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToast() {
  const [toasts, setToasts] = React.useState<ToastItem[]>(state);
  React.useEffect(() => {
    listeners.add(setToasts);
    // A toast raised by an effect that ran before this one (e.g. a screen's redirect
    // notice on first render) was emitted before we listened: catch up.
    setToasts(state);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return { toasts, toast, dismiss };
}
