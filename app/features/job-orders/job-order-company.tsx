/**
 * The job order's company on its screen: a picker that saves at once (PUT `companyId`), and
 * the way to the company's own screen.
 */
import { Building2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { JobOrder } from "#common/job-order.ts";
import { toast } from "~/components/ui/use-toast";
import { useRefreshCompanies } from "~/features/companies/api";
import { CompanySelect } from "~/features/companies/company-select";
import { ApiError } from "~/lib/api";
import { useUpdateJobOrder } from "./api.ts";

export function JobOrderCompany({ order }: { order: JobOrder }) {
  const id = useId();
  const update = useUpdateJobOrder(order.id);
  const refreshCompanies = useRefreshCompanies();
  const change = (companyId: string) =>
    update.mutate(
      { companyId: companyId || null },
      {
        onSuccess: () => {
          toast({ title: "Saved", description: "The job order's company is changed." });
          return refreshCompanies();
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: error instanceof ApiError ? error.serverMessage : "Failed to save",
            variant: "destructive",
          }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <label htmlFor={id} className="inline-flex items-center gap-1 font-medium">
        <Building2 className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        Company
      </label>
      <CompanySelect
        id={id}
        value={order.companyId ?? ""}
        onChange={change}
        disabled={update.isPending}
        className="w-auto min-w-0 max-w-full sm:min-w-56"
      />
      {order.companyId && (
        <Link
          to={`/admin/companies/${encodeURIComponent(order.companyId)}`}
          className="text-primary hover:underline"
        >
          Open company
        </Link>
      )}
    </div>
  );
}
