/**
 * The frame of the customer's request dialogs (an interview, another role). Each is loaded
 * when its button is pressed, so it has no Radix trigger of its own: focus goes back to
 * that button when the dialog closes.
 */
import type { ReactNode, RefObject } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { applyFieldErrors } from "~/lib/field-errors";

export function RequestDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to once the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A request that failed: the server's field messages under their fields, its message in a toast. */
export function showRequestFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  applyFieldErrors(error, setError, fields);
  toast({
    title: "Error",
    description: error instanceof ApiError ? error.serverMessage : "The request failed.",
    variant: "destructive",
  });
}
