import { lazy, Suspense, useEffect, useState } from "react";
import { showRememberedToasts } from "~/islands/flash-toasts";
import { useToast } from "./ui/use-toast.ts";

const Toaster = lazy(() => import("./ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster when the first toast is raised (or F8 asks for the
 * notifications region), so pages that never toast do not load it. Once mounted it stays.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  // Toasts the previous page raised as it was left (app/islands/flash-toasts.ts).
  useEffect(showRememberedToasts, []);
  useEffect(() => {
    if (toasts.length > 0) setWanted(true);
  }, [toasts.length]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") setWanted(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
