import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in prerendered HTML and while React hydrates it, true from then on. Content pages
 * hydrate only after their first paint (app/static-page.ts), so a control whose
 * behaviour lives in React (a form's submit) can be held back until React is there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): something a
 * script outside React, or a browser test, can wait for.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
