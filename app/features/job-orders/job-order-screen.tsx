/**
 * /admin/job-orders/{id}: the brief, the ranked matches with their
 * reasons, the pipeline board and its activity, for one job order; after a trial's
 * `replace`, replacements like the candidate who left.
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Clock, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/utils";
import {
  eventsQuery,
  jobOrderQuery,
  MATCH_LIMIT,
  matchesQuery,
  pipelineQuery,
  useDeleteJobOrder,
} from "./api.ts";
import { BriefPanel } from "./brief-panel.tsx";
import { formatAge, jobOrderCopy, shortlistTiming } from "./copy.ts";
import { EventsList } from "./events-list.tsx";
import { JobOrderCompany } from "./job-order-company.tsx";
import { JobOrderStatusBadge } from "./job-order-status-badge.tsx";
import { MatchesPanel } from "./matches-panel.tsx";
import { type HireDialogSlot, PipelineBoard } from "./pipeline-board.tsx";
import { SectionSwitch, sectionClass, useSection } from "./section-switch.tsx";

const DELETE_PROMPT =
  "Delete this job order? Its pipeline goes with it; links made for it stay and keep working.";

function Panel({
  id,
  title,
  help,
  className,
  contentClassName,
  children,
}: {
  /** The fragment that links here (./section-switch.tsx). */
  id?: string;
  title: string;
  help?: string;
  className?: string;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Card id={id} className={cn("scroll-mt-20", className)}>
      <section aria-labelledby={headingId}>
        <CardHeader className="pb-3">
          <h2 id={headingId} className="text-xl font-semibold leading-none tracking-tight">
            {title}
          </h2>
          {help && <CardDescription>{help}</CardDescription>}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </section>
    </Card>
  );
}

function BackLink() {
  return (
    <Link
      to="/admin/job-orders"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All job orders
    </Link>
  );
}

export function JobOrderScreen({ id, HireDialog }: { id: string; HireDialog: HireDialogSlot }) {
  const order = useQuery(jobOrderQuery(id));
  // The panels' reads go out with the order's rather than once it has rendered them (the
  // server preloads all four with the page: server/plugins/client-pages.ts), and the screen
  // shows once the order, its matches and its pipeline are in: the matches arriving after
  // the rest would push the board down under the reader's eyes (a layout shift). The
  // activity is last on the screen: it may come later.
  const matches = useQuery(matchesQuery(id));
  const pipeline = useQuery(pipelineQuery(id));
  useQuery(eventsQuery(id));
  // After a trial's `replace`, replacements like the one who left, shown above the brief.
  const replaced = order.data?.replacing ?? null;
  const replacements = useQuery({
    ...matchesQuery(id, MATCH_LIMIT, replaced?.candidateId),
    enabled: replaced !== null,
  });
  const remove = useDeleteJobOrder();
  const navigate = useNavigate();
  const section = useSection();

  const loading =
    matches.isLoading || pipeline.isLoading || (replaced !== null && replacements.isLoading);
  if (order.isLoading || (order.data && loading)) {
    // A full screen, as the screen below is: the footer stays below the fold meanwhile.
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading job order..." />
      </div>
    );
  }
  if (order.isError || !order.data) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {missing ? jobOrderCopy.notFound : "Could not load the job order"}
        </h1>
        {!missing && order.error && (
          <p role="alert" className="text-destructive">
            {order.error instanceof ApiError ? order.error.serverMessage : order.error.message}
          </p>
        )}
        <BackLink />
      </div>
    );
  }

  const data = order.data;
  const timing = shortlistTiming(data);
  return (
    <div className="mx-auto min-h-screen max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <BackLink />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-bold tracking-tight">{data.title}</h1>
              <JobOrderStatusBadge status={data.status} />
            </div>
            <p className="text-muted-foreground">
              {data.customerName}
              {data.company ? ` · ${data.company}` : ""} · opened{" "}
              <time dateTime={data.createdAt}>{formatAge(data.createdAt)}</time>
            </p>
            <p
              className={cn(
                "inline-flex items-center gap-1 text-sm",
                timing.late ? "font-medium text-amber-800" : "text-muted-foreground",
              )}
            >
              <Clock className="h-4 w-4" aria-hidden="true" />
              {timing.text}
            </p>
            <JobOrderCompany order={data} />
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm(DELETE_PROMPT)) return;
              remove.mutate(id, {
                onSuccess: () => {
                  toast({ title: "Success", description: "Job order deleted" });
                  navigate("/admin/job-orders", { replace: true });
                },
                onError: (error) =>
                  toast({
                    title: "Error",
                    description:
                      error instanceof ApiError ? error.serverMessage : "Failed to delete",
                    variant: "destructive",
                  }),
              });
            }}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>

      <SectionSwitch
        shown={section}
        counts={{ matches: matches.data?.length, pipeline: pipeline.data?.length }}
      />

      {replaced && (
        <Panel
          className={sectionClass("matches", section)}
          title={jobOrderCopy.replacementsTitle(replaced.candidateName)}
          help={jobOrderCopy.replacementsHelp(replaced.candidateName)}
        >
          <MatchesPanel order={data} like={replaced} />
        </Panel>
      )}

      {/* Below 1024 px one part at a time, chosen above; wider, the brief beside the matches. */}
      <div
        className={cn(
          "grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
          // Empty below 1024 px while the pipeline is shown: no second gap above it.
          section === "pipeline" && "max-lg:hidden",
        )}
      >
        <Panel id="brief" className={sectionClass("brief", section)} title="Brief">
          <BriefPanel order={data} />
        </Panel>
        <Panel
          id="matches"
          className={sectionClass("matches", section)}
          title="Matches"
          help="Active candidates ranked against the brief, with the reasons for each score."
        >
          <MatchesPanel order={data} />
        </Panel>
      </div>

      <Panel
        id="pipeline"
        className={sectionClass("pipeline", section)}
        contentClassName="px-3 sm:px-4"
        title="Pipeline"
        help="Drag a card to another stage, or use its actions menu. Rejecting needs a reason."
      >
        <PipelineBoard jobOrderId={id} HireDialog={HireDialog} />
      </Panel>

      <Panel className={sectionClass("pipeline", section)} title="Activity">
        <EventsList jobOrderId={id} />
      </Panel>
    </div>
  );
}
