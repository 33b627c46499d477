/**
 * The 'New job order' dialog's form (./create-job-order-dialog.tsx), loaded when the dialog
 * first opens: it brings the form library and the brief's schema, which the job order list
 * does not need until then.
 */
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { useCreateJobOrder } from "./api.ts";
import { JobOrderFormBody, showSaveFailure, useJobOrderForm } from "./job-order-form.tsx";
import { emptyJobOrderValues } from "./job-order-form-values.ts";

export function CreateJobOrderForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useJobOrderForm(emptyJobOrderValues);
  const create = useCreateJobOrder();
  return (
    <JobOrderFormBody
      form={form}
      pending={create.isPending}
      submitLabel="Create job order"
      pendingLabel="Creating..."
      showCompanyPicker
      onCancel={onCancel}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (created) => {
            toast({ title: "Job order created", description: created.title });
            navigate(`/admin/job-orders/${encodeURIComponent(created.id)}`);
          },
          onError: (error) => showSaveFailure(form, error, "Failed to create the job order"),
        })
      }
    />
  );
}
