import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { showRememberedToasts } from "~/islands/flash-toasts";
import { useToast } from "./ui/use-toast.ts";

const Toaster = lazy(() => import("./ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster when the first toast is raised (or F8 asks for the
 * notifications region), so pages that never toast do not load it. Once mounted it stays.
 * Radix's own F8 listener exists only once the toaster is mounted, so the press that
 * mounts it asks the toaster to focus its region itself, so F8 still reaches it.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  const mounted = useRef(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  // Toasts the previous page raised as it was left (app/islands/flash-toasts.ts).
  useEffect(showRememberedToasts, []);
  useEffect(() => {
    if (toasts.length > 0) setWanted(true);
  }, [toasts.length]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "F8" || mounted.current) return;
      setWanted(true);
      setFocusOnMount(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const shown = wanted || toasts.length > 0;
  useEffect(() => {
    mounted.current = shown;
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusViewport={focusOnMount} />
    </Suspense>
  );
}
