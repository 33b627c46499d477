import { useEffect, useRef } from "react";

/**
 * Scrolls the element with `id` into view once, when it is there (`ready`): a link from
 * elsewhere (the Today tab) opens a list at the item it is about.
 */
export function useScrollTo(id: string | null, ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!id || !ready || done.current) return;
    const element = document.getElementById(id);
    if (!element) return;
    done.current = true;
    element.scrollIntoView({ block: "start" });
  }, [id, ready]);
}
