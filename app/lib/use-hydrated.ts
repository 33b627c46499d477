import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): something a
 * script outside React, or a browser test, can wait for.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
