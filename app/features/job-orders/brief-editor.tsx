/**
 * The brief's editor (./brief-panel.tsx), loaded with the first "Edit brief": it brings the
 * form library and the brief's schema, which the job order screen does not need until then.
 */
import type { JobOrder } from "#common/job-order.ts";
import { toast } from "~/components/ui/use-toast";
import { useUpdateJobOrder } from "./api.ts";
import { JobOrderFormBody, showSaveFailure, useJobOrderForm } from "./job-order-form.tsx";
import { toJobOrderFormValues } from "./job-order-form-values.ts";

export function BriefEditor({ order, onDone }: { order: JobOrder; onDone: () => void }) {
  const form = useJobOrderForm(toJobOrderFormValues(order));
  const update = useUpdateJobOrder(order.id);
  return (
    <JobOrderFormBody
      form={form}
      showStatus
      pending={update.isPending}
      submitLabel="Save brief"
      pendingLabel="Saving..."
      onCancel={onDone}
      onSubmit={(body) =>
        update.mutate(body, {
          onSuccess: () => {
            toast({ title: "Success", description: "Job order saved" });
            onDone();
          },
          onError: (error) => showSaveFailure(form, error, "Failed to save the job order"),
        })
      }
    />
  );
}
