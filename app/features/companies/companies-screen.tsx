/**
 * /admin/companies: every company by name with its domains and counts, a search over names
 * and domains (kept in the URL, `?q=`), and 'New company'.
 */
import { useQuery } from "@tanstack/react-query";
import { Building2, Search } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Spinner } from "~/components/spinner";
import { ScreenHeading } from "~/components/status-filter";
import { Input } from "~/components/ui/input";
import { ApiError } from "~/lib/api";
import { useDeferredData } from "~/lib/use-deferred-data";
import { type Company, companiesQuery } from "./api.ts";
import { companyCopy, plural } from "./copy.ts";
import { CreateCompanyDialog } from "./create-company-dialog.tsx";

export function CompanyCounts({ counts }: { counts: Company["counts"] }) {
  return (
    <span className="text-sm text-muted-foreground">
      {plural(counts.jobOrders, "job order")} · {plural(counts.links, "link")} ·{" "}
      {plural(counts.engagements, "engagement")}
    </span>
  );
}

function CompanyRow({ company }: { company: Company }) {
  return (
    <Link
      to={`/admin/companies/${encodeURIComponent(company.id)}`}
      className="flex flex-col gap-1 rounded-lg border bg-card p-4 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="font-semibold [overflow-wrap:anywhere]">{company.name}</span>
      <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {company.domains.length > 0 ? company.domains.join(", ") : "No domains"}
      </span>
      <CompanyCounts counts={company.counts} />
    </Link>
  );
}

/** Name or any domain contains the words typed, in any case. */
const matches = (company: Company, search: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [company.name, ...company.domains].join(" ").toLowerCase();
  return words.every((word) => text.includes(word));
};

export function CompaniesScreen() {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const companies = useQuery(companiesQuery());
  const shown = useDeferredData(companies);
  const found = shown.data?.filter((c) => matches(c, search));

  return (
    <div className="mx-auto min-h-screen max-w-5xl space-y-6 px-4 py-8">
      <ScreenHeading
        backTo="/admin"
        backLabel="Back to Admin Dashboard"
        title={companyCopy.title}
        intro={companyCopy.intro}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1 sm:w-80">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search companies
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Name or domain"
              value={search}
              onChange={(e) =>
                setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })
              }
            />
          </div>
        </div>
        <CreateCompanyDialog />
      </div>

      {shown.isLoading && <Spinner label="Loading companies..." />}
      {companies.isError && (
        <p role="alert" className="text-destructive">
          Could not load companies:{" "}
          {companies.error instanceof ApiError
            ? companies.error.serverMessage
            : companies.error.message}
        </p>
      )}
      {found?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
          <Building2 className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-sm text-muted-foreground">
            {shown.data?.length === 0 ? companyCopy.empty : companyCopy.noMatch}
          </p>
        </div>
      )}
      {found && found.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Companies">
          {found.map((company) => (
            <li key={company.id}>
              <CompanyRow company={company} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
