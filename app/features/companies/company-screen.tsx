/**
 * /admin/companies/{id}: the company's details (edited in place), its viewers' roll-up with
 * a CSV, its links, job orders and engagements, and Delete (its job orders and links stay).
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { COMPANY_MESSAGES } from "#common/company-values.ts";
import { PageSpinner, Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { formatLongDate } from "~/lib/format";
import {
  companyActivityQuery,
  companyQuery,
  companyTimelineQuery,
  useDeleteCompany,
} from "./api.ts";
import { CompanyCounts } from "./companies-screen.tsx";
import { CompanyDetailsForm } from "./company-details-form.tsx";
import { CompanyEngagements, CompanyJobOrders, CompanyLinks } from "./company-relations.tsx";
import { CompanyTimelineList } from "./company-timeline.tsx";
import { companyCopy } from "./copy.ts";
import { LinkDefaultsForm } from "./link-defaults-form.tsx";
import { ViewersTable } from "./viewers-table.tsx";

function Panel({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId}>
        <CardHeader className="pb-3">
          <h2 id={headingId} className="text-xl font-semibold leading-none tracking-tight">
            {title}
          </h2>
          {help && <CardDescription>{help}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

function BackLink() {
  return (
    <Link
      to="/admin/companies"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All companies
    </Link>
  );
}

export function CompanyScreen({ id }: { id: string }) {
  const company = useQuery(companyQuery(id));
  // Read with the company, not once it has rendered (the server preloads all three).
  const activity = useQuery(companyActivityQuery(id));
  useQuery(companyTimelineQuery(id));
  const remove = useDeleteCompany();
  const navigate = useNavigate();

  if (company.isLoading) return <PageSpinner label="Loading company..." />;
  if (company.isError || !company.data) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <div className="mx-auto min-h-screen max-w-3xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {missing ? companyCopy.notFound : "Could not load the company"}
        </h1>
        {!missing && company.error && (
          <p role="alert" className="text-destructive">
            {company.error instanceof ApiError
              ? company.error.serverMessage
              : company.error.message}
          </p>
        )}
        <BackLink />
      </div>
    );
  }

  const data = company.data;
  const confirmDelete = () => {
    if (!window.confirm(companyCopy.deletePrompt)) return;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: "Success", description: COMPANY_MESSAGES.deleted });
        navigate("/admin/companies", { replace: true });
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: error instanceof ApiError ? error.serverMessage : "Failed to delete",
          variant: "destructive",
        }),
    });
  };

  return (
    <div className="mx-auto min-h-screen max-w-6xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <BackLink />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
              {data.name}
            </h1>
            <p className="text-muted-foreground">
              <CompanyCounts counts={data.counts} /> · since{" "}
              <time dateTime={data.createdAt}>{formatLongDate(data.createdAt)}</time>
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={remove.isPending}
            onClick={confirmDelete}
          >
            <Trash2 aria-hidden="true" />
            Delete company
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid min-w-0 gap-6">
          <Panel title="Details">
            <CompanyDetailsForm company={data} />
          </Panel>
          <Panel
            title="Defaults for new links"
            help="What a link made for this company starts with."
          >
            <LinkDefaultsForm company={data} />
          </Panel>
        </div>
        <div className="grid min-w-0 gap-6">
          {activity.isLoading && <Spinner label="Loading the company's activity..." />}
          {activity.isError && (
            <p role="alert" className="text-destructive">
              Could not load the company's activity.
            </p>
          )}
          {activity.data && (
            <>
              <Panel title="Job orders">
                <CompanyJobOrders jobOrders={activity.data.jobOrders} />
              </Panel>
              <Panel title="Engagements">
                <CompanyEngagements engagements={activity.data.engagements} />
              </Panel>
            </>
          )}
        </div>
      </div>

      {activity.data && (
        <>
          <Panel title="Viewers" help={companyCopy.viewersHelp}>
            <ViewersTable companyId={id} viewers={activity.data.viewers} />
          </Panel>
          <Panel title="Links" help="Each link with its visits and what its viewers said.">
            <CompanyLinks links={activity.data.links} />
          </Panel>
        </>
      )}
      <Panel
        title="Recent activity"
        help="The newest events on the company's links and job orders."
      >
        <CompanyTimelineList companyId={id} />
      </Panel>
    </div>
  );
}
