/** The company's name, domains and notes, edited in place on its screen. */
import { type FormEvent, useEffect } from "react";
import { COMPANY_MESSAGES } from "#common/company-values.ts";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { type Company, useUpdateCompany } from "./api.ts";
import { CompanyFields, companyFormValues, useCompanyForm } from "./company-fields.tsx";

export function CompanyDetailsForm({ company }: { company: Company }) {
  const form = useCompanyForm(companyFormValues(company));
  const update = useUpdateCompany(company.id);
  const { reset } = form;
  // A save answers with the stored values (domains normalised): the fields show them.
  useEffect(() => reset(companyFormValues(company)), [company, reset]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.submit((body) =>
      update.mutate(body, {
        onSuccess: () => toast({ title: "Saved", description: COMPANY_MESSAGES.saved }),
        onError: (error) => form.showError(error, body.domains),
      }),
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Company details">
      <CompanyFields form={form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
