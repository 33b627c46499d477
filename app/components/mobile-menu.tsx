import { site } from "#common/site.ts";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";

/**
 * The small-screen menu: a right-side sheet with the header's links. Loaded on the first
 * tap of the menu button; the caller closes it when a link is followed.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it opens the sheet without being a Radix trigger, so focus goes back by hand. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>{site.brandName}</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
