/**
 * 'New job order': the brief in a dialog; once saved, the admin is taken to the new job
 * order's screen, where its matches are waiting.
 */
import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useCreateJobOrder } from "./api.ts";
import { JobOrderFormBody, showFieldErrors, useJobOrderForm } from "./job-order-form.tsx";
import { emptyJobOrderValues } from "./job-order-form-values.ts";

export function CreateJobOrderDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
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
        <CreateForm onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useJobOrderForm(emptyJobOrderValues);
  const create = useCreateJobOrder();
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
