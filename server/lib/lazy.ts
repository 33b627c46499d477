/**
 * A module loaded on first use, once: `const load = lazy(() => import("x"))`. Keeps
 * packages that the first request does not need (mail, Markdown, Redis, the common-password
 * list) off the start-up path and out of an idle replica's memory.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error) => {
      pending = undefined; // a failed load (e.g. a missing file) is tried again next time
      throw error;
    });
    return pending;
  };
}
