/**
 * Toasts that outlive a page load. A content page moves to another page with a full load
 * (./page-router.tsx), where the single-page app would keep its toaster on screen: a
 * notice raised as the visitor leaves (e.g. 'Signed out' on the way to the home page)
 * would be lost with the old document. The open toasts with plain-text content are kept
 * in session storage as the page is left, and shown again by the next page's toaster.
 */
import { currentToasts, type ToastOptions, toast } from "~/components/ui/use-toast";
import { takePageMemo, writePageMemo } from "~/lib/page-memo";

const STORAGE_KEY = "flash-toasts";
let armed = false;

type StoredToast = Pick<ToastOptions, "variant" | "duration"> & {
  title?: string;
  description?: string;
};

const isText = (value: unknown) => value === undefined || typeof value === "string";

/** Called when a navigation leaves this document: keep what is open when it unloads. */
export function rememberToastsForNextPage(): void {
  if (armed) return;
  armed = true;
  window.addEventListener(
    "pagehide",
    () => {
      const kept: StoredToast[] = currentToasts()
        .filter((t) => t.open && isText(t.title) && isText(t.description))
        .map(({ title, description, variant, duration }) => ({
          title: title as string | undefined,
          description: description as string | undefined,
          variant,
          duration,
        }));
      if (kept.length > 0) writePageMemo(STORAGE_KEY, JSON.stringify(kept));
    },
    { once: true },
  );
}

/** Shows (once) the toasts the previous page left open. */
export function showRememberedToasts(): void {
  const stored = takePageMemo(STORAGE_KEY);
  if (!stored) return;
  try {
    for (const options of (JSON.parse(stored) as StoredToast[]).reverse()) toast(options);
  } catch {
    // Not ours to worry about: a malformed entry is dropped.
  }
}
