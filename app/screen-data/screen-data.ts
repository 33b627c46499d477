/**
 * The answers a server-painted screen was painted from (./server.tsx), inlined in its page
 * as JSON: the app's query cache starts with them, so its first render is the screen the
 * server painted and it does not ask for them again.
 */
import type { QueryClient } from "@tanstack/react-query";

/** The id of the page's `<script type="application/json">` that holds them. */
export const SCREEN_DATA_ID = "screen-data";

/** One query's key and its data, as `setQueryData` takes them. */
export type ScreenEntry = [queryKey: readonly unknown[], data: unknown];

/**
 * Puts the page's inlined answers into `client`'s cache, once: the element goes with them,
 * so nothing reads them again after the first screen.
 */
export function takeScreenData(client: QueryClient): void {
  if (typeof document === "undefined") return;
  const element = document.getElementById(SCREEN_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    const entries = JSON.parse(element.textContent ?? "[]") as ScreenEntry[];
    for (const [key, data] of entries) client.setQueryData(key, data);
  } catch {
    // A page cut short: the screen asks for its data as it would without them.
  }
}
