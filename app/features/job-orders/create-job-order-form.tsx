/**
 * The 'New job order' dialog's form (./create-job-order-dialog.tsx), loaded when the dialog
 * first opens: it brings the form library and the brief's schema, which the job order list
 * does not need until then.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useCreateJobOrder } from "./api.ts";
import { JobOrderFormBody, showFieldErrors, useJobOrderForm } from "./job-order-form.tsx";
import { emptyJobOrderValues } from "./job-order-form-values.ts";

export function CreateJobOrderForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useJobOrderForm(emptyJobOrderValues);
  const create = useCreateJobOrder();
  // The dialog put focus on its first control when it opened: if this form was still on
  // its way, that was the close button. Its first field is where typing starts.
  useEffect(() => form.setFocus("title"), [form]);
  return (
    <JobOrderFormBody
      form={form}
      pending={create.isPending}
      submitLabel="Create job order"
      pendingLabel="Creating..."
      footer={
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      }
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (created) => {
            toast({ title: "Job order created", description: created.title });
            navigate(`/admin/job-orders/${encodeURIComponent(created.id)}`);
          },
          onError: (error) => {
            showFieldErrors(form, error);
            toast({
              title: "Error",
              description:
                error instanceof ApiError ? error.serverMessage : "Failed to create the job order",
              variant: "destructive",
            });
          },
        })
      }
    />
  );
}
