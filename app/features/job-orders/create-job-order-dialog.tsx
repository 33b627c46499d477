/**
 * 'New job order': the brief in a dialog; once saved, the admin is taken to the new job
 * order's screen, where its matches are waiting.
 */
import { Plus } from "lucide-react";
import { lazy, Suspense, useDeferredValue, useState } from "react";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";

/**
 * The form, its library and schema come with the dialog's first opening (or as a mouse or
 * the keyboard reaches its button, so that it is usually there when the dialog opens).
 */
const loadForm = () => import("./create-job-order-form.tsx");
const CreateJobOrderForm = lazy(() => loadForm().then((m) => ({ default: m.CreateJobOrderForm })));

export function CreateJobOrderDialog() {
  const [open, setOpen] = useState(false);
  // The dialog opens at once and its form renders a frame later, in slices (a transition):
  // a dozen fields rendered inside the opening tap kept a phone from showing the dialog
  // for a while after the tap.
  const formShown = useDeferredValue(open);
  const loading = <Spinner label="Loading the form..." />;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          // A mouse pointing at the button, or the keyboard reaching it, starts the load
          // early. A finger does not: its load landed inside the tap, which then waited
          // for the form's code to run before the dialog showed. The dialog asks for the
          // form itself a frame after it opens.
          onPointerEnter={(e) => e.pointerType === "mouse" && loadForm()}
          onFocus={(e) => e.currentTarget.matches(":focus-visible") && loadForm()}
        >
          <Plus aria-hidden="true" />
          New job order
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>New job order</DialogTitle>
          <DialogDescription>
            The role a customer asked for. Candidates are matched against this brief.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={loading}>
          {formShown ? <CreateJobOrderForm onCancel={() => setOpen(false)} /> : loading}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
