/**
 * A write with its pending state, called as the views called TanStack Query's mutations
 * (`mutate(vars, { onSuccess, onError })`, `isPending`), without TanStack Query: the
 * server-rendered customer views keep it out of their first load (decision 072).
 */
import { useState } from "react";

export interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

export function useAction<V, R>(run: (vars: V) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mutate = (vars: V, callbacks: ActionCallbacks<R> = {}) => {
    setPending(true);
    run(vars).then(
      (result) => {
        setPending(false);
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        setPending(false);
        callbacks.onError?.(error);
      },
    );
  };
  return { mutate, isPending };
}
