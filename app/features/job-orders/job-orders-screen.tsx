/**
 * /admin/job-orders: every job order, newest first, with its
 * status, age, time to shortlist against the 24-hour promise and pipeline counts; filtered
 * by status (kept in the URL, `?status=open`).
 */
import { useQuery } from "@tanstack/react-query";
import { BarChart3, Briefcase, Clock, Handshake, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import type { JobOrder } from "#common/job-order.ts";
import { JOB_ORDER_STATUSES } from "#common/job-order-values.ts";
import { Spinner } from "~/components/spinner";
import { ScreenHeading, StatusFilter, useStatusParam } from "~/components/status-filter";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { useDeferredData } from "~/lib/use-deferred-data";
import { cn } from "~/lib/utils";
import { jobOrdersQuery } from "./api.ts";
import { formatAge, jobOrderCopy, shortlistTiming, statusLabels } from "./copy.ts";
import { CreateJobOrderDialog } from "./create-job-order-dialog.tsx";
import { JobOrderStatusBadge } from "./job-order-status-badge.tsx";

function Counts({ counts }: { counts: JobOrder["counts"] }) {
  return (
    <span className="text-sm text-muted-foreground">
      {counts.pipeline} in pipeline · {counts.shortlisted} shortlisted · {counts.interview}{" "}
      interview · {counts.hired} hired
    </span>
  );
}

function JobOrderRow({ order }: { order: JobOrder }) {
  const timing = shortlistTiming(order);
  return (
    <Link
      to={`/admin/job-orders/${encodeURIComponent(order.id)}`}
      className="flex flex-col gap-2 rounded-lg border bg-card p-4 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold">{order.title}</span>
          <span className="block text-sm text-muted-foreground">
            {order.customerName}
            {order.company ? ` · ${order.company}` : ""}
          </span>
        </span>
        <JobOrderStatusBadge status={order.status} />
      </span>
      <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="text-muted-foreground">
          Opened <time dateTime={order.createdAt}>{formatAge(order.createdAt)}</time>
        </span>
        <span
          className={cn(
            "inline-flex items-center gap-1",
            timing.late ? "font-medium text-amber-800" : "text-muted-foreground",
          )}
        >
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {timing.text}
        </span>
        <Counts counts={order.counts} />
      </span>
      {order.replacing && (
        <span className="inline-flex items-center gap-1 self-start rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
          <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
          {jobOrderCopy.replacementOwed(order.replacing.candidateName)}
        </span>
      )}
    </Link>
  );
}

export function JobOrdersScreen() {
  const [status, setStatus] = useStatusParam(JOB_ORDER_STATUSES);
  const orders = useQuery(jobOrdersQuery(status));
  const shown = useDeferredData(orders);

  return (
    <div className="mx-auto min-h-screen max-w-6xl space-y-6 px-4 py-8">
      <ScreenHeading
        backTo="/admin"
        backLabel="Back to Admin Dashboard"
        title={jobOrderCopy.title}
        intro={jobOrderCopy.intro}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <StatusFilter
          statuses={JOB_ORDER_STATUSES}
          labels={statusLabels}
          allLabel="All job orders"
          value={status}
          onChange={setStatus}
        />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/engagements">
              <Handshake aria-hidden="true" />
              Engagements
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/reports">
              <BarChart3 aria-hidden="true" />
              Reports
            </Link>
          </Button>
          <CreateJobOrderDialog />
        </div>
      </div>

      {shown.isLoading && <Spinner label="Loading job orders..." />}
      {orders.isError && (
        <p role="alert" className="text-destructive">
          Could not load job orders:{" "}
          {orders.error instanceof ApiError ? orders.error.serverMessage : orders.error.message}
        </p>
      )}
      {shown.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
          <Briefcase className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-sm text-muted-foreground">
            {status ? jobOrderCopy.emptyFiltered : jobOrderCopy.empty}
          </p>
        </div>
      )}
      {shown.data && shown.data.length > 0 && (
        <ul className="space-y-3" aria-label="Job orders">
          {shown.data.map((order) => (
            <li key={order.id}>
              <JobOrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
