/**
 * 'Request another role' as the listing shows it: the button alone.
 * The dialog, with its form checked by zod and react-hook-form (~40 KB of script), loads
 * when the button is first pressed, so it is no part of the listing's first load
 * (docs/decisions/072-customer-views-server-rendered.md).
 */
import { BriefcasePlus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonClass, CTA_OUTLINE_BUTTON } from "~/components/plain/classes.ts";

const RoleRequestDialog = lazy(() =>
  import("./role-request-dialog.tsx").then((m) => ({ default: m.RoleRequestDialog })),
);

export function RoleRequestButton({
  token,
  look = "outline",
}: {
  token: string;
  /** The listing's call to action shows it in the primary colours. */
  look?: "outline" | "call-to-action";
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing it plays its animation and keeps its code.
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        data-slot="button"
        className={look === "outline" ? buttonClass("outline") : CTA_OUTLINE_BUTTON}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <BriefcasePlus aria-hidden="true" />
        Request another role
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <RoleRequestDialog token={token} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
