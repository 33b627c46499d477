/** 'New company': its name, domains and notes; once created, its screen opens. */
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { COMPANY_MESSAGES } from "#common/company-values.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { useCreateCompany } from "./api.ts";
import { CompanyFields, companyFormValues, useCompanyForm } from "./company-fields.tsx";

export function CreateCompanyDialog() {
  const [open, setOpen] = useState(false);
  const form = useCompanyForm(companyFormValues());
  const create = useCreateCompany();
  const navigate = useNavigate();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset(companyFormValues());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.submit((body) =>
      create.mutate(body, {
        onSuccess: (company) => {
          toast({ title: "Success", description: COMPANY_MESSAGES.created });
          setOpen(false);
          navigate(`/admin/companies/${encodeURIComponent(company.id)}`);
        },
        onError: (error) => form.showError(error, body.domains),
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New company
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New company</DialogTitle>
          <DialogDescription>
            A customer's organisation. Its people's job orders and links are gathered here.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <CompanyFields form={form} autoFocus />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create company"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
