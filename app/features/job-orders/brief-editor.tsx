/**
 * The brief's editor (./brief-panel.tsx), loaded with the first "Edit brief": it brings the
 * form library and the brief's schema, which the job order screen does not need until then.
 */
import { useEffect } from "react";
import type { JobOrder } from "#common/job-order.ts";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useUpdateJobOrder } from "./api.ts";
import { JobOrderFormBody, showFieldErrors, useJobOrderForm } from "./job-order-form.tsx";
import { toJobOrderFormValues } from "./job-order-form-values.ts";

export function BriefEditor({ order, onDone }: { order: JobOrder; onDone: () => void }) {
  const form = useJobOrderForm(toJobOrderFormValues(order));
  const update = useUpdateJobOrder(order.id);
  // "Edit brief" gave way to the form: focus goes to its first field rather than the page.
  useEffect(() => form.setFocus("title"), [form]);
  return (
    <JobOrderFormBody
      form={form}
      showStatus
      pending={update.isPending}
      submitLabel="Save brief"
      pendingLabel="Saving..."
      footer={
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      }
      onSubmit={(body) =>
        update.mutate(body, {
          onSuccess: () => {
            toast({ title: "Success", description: "Job order saved" });
            onDone();
          },
          onError: (error) => {
            showFieldErrors(form, error);
            toast({
              title: "Error",
              description:
                error instanceof ApiError ? error.serverMessage : "Failed to save the job order",
              variant: "destructive",
            });
          },
        })
      }
    />
  );
}
