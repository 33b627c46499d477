import type { UseQueryResult } from "@tanstack/react-query";
import { useDeferredValue } from "react";

/**
 * A query's data for a screen's large render (a list, the charts), rendered at transition
 * priority. React Query hands an answer to React as a synchronous update
 * (`useSyncExternalStore`), so the whole list used to render in one task when its read
 * answered: 55–130 ms on Lighthouse's mobile CPU, too long for a tap to wait. Deferred, the answer
 * first re-renders the screen as it was (a spinner: cheap), then React renders the list in slices
 * that let the browser answer taps in between. `isLoading` holds until then, so the spinner stays
 * up meanwhile rather than a blank.
 */
export function useDeferredData<T>(query: Pick<UseQueryResult<T>, "data" | "isLoading">): {
  data: T | undefined;
  isLoading: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, isLoading: data === undefined && (query.isLoading || query.data !== undefined) };
}
