import { NEW_BADGE } from "~/components/plain/classes.ts";

/**
 * 'New': the developer was added to the link after this viewer's previous visit. Placed on
 * a listing card's top edge (the badge's classes are written out in app/components/plain/classes.ts).
 */
export function NewBadge() {
  return (
    <span data-slot="badge" data-variant="default" className={NEW_BADGE} data-testid="new-badge">
      New
    </span>
  );
}
