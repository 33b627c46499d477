/**
 * A pipeline card's "Actions for …" button. Until its first tap it is a plain button; the
 * tap loads the menu (./card-menu.tsx) and opens it as soon as it is there, so the tap is
 * never lost. Pointing at the button or focusing it starts the load early, which makes the
 * menu open at once in practice.
 */
import { lazy, type MouseEvent, type Ref, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import type { CardMenuProps } from "./card-menu.tsx";
import { TRIGGER, TriggerIcon, triggerLabel } from "./card-trigger.tsx";

const loadMenu = () => import("./card-menu.tsx");
const CardMenu = lazy(loadMenu);

export function CardActions({
  triggerRef,
  ...props
}: CardMenuProps & { triggerRef: Ref<HTMLButtonElement> }) {
  // Once wanted, the menu stays: later taps open it without this button in between. How
  // it was wanted matters: from the keyboard (a click with no pointer, `detail` 0), the
  // menu opens with its first item focused, as the menu does when its own trigger is used.
  const [wanted, setWanted] = useState<"pointer" | "keyboard" | null>(null);
  const placeholder = (onClick?: (event: MouseEvent<HTMLButtonElement>) => void) => (
    <Button
      ref={triggerRef}
      type="button"
      {...TRIGGER}
      aria-label={triggerLabel(props.entry)}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={props.busy}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={onClick}
    >
      <TriggerIcon />
    </Button>
  );
  if (!wanted) {
    return placeholder((event) => setWanted(event.detail === 0 ? "keyboard" : "pointer"));
  }
  return (
    <Suspense fallback={placeholder()}>
      <CardMenu {...props} triggerRef={triggerRef} openedBy={wanted} />
    </Suspense>
  );
}
