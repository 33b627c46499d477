/**
 * 'Request interview' as the profile shows it: the button alone.
 * The dialog, with its form checked by zod and react-hook-form, loads when the button is
 * first pressed, so it is no part of the profile's first load (decision 072).
 */
import { CalendarPlus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonClass } from "~/components/plain/classes.ts";

const InterviewRequestDialog = lazy(() =>
  import("./interview-request-dialog.tsx").then((m) => ({ default: m.InterviewRequestDialog })),
);

export function InterviewRequestButton(props: {
  token: string;
  developerId: string;
  developerName: string;
  viewerEmail: string | null;
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
        className={buttonClass()}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <CalendarPlus aria-hidden="true" />
        Request interview
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <InterviewRequestDialog {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
