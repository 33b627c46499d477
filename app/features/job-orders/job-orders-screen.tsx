/**
 * /admin/job-orders (product-extensions §6): every job order, newest first, with its
 * status, age, time to shortlist against the 24-hour promise and pipeline counts; filtered
 * by status (kept in the URL, `?status=open`).
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, BarChart3, Briefcase, Clock, Handshake } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { JOB_ORDER_STATUSES, type JobOrder, type JobOrderStatus } from "#common/job-order.ts";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/utils";
import { jobOrdersQuery } from "./api.ts";
import { formatAge, jobOrderCopy, shortlistTiming, statusLabels } from "./copy.ts";
import { CreateJobOrderDialog } from "./create-job-order-dialog.tsx";
import { JobOrderStatusBadge } from "./job-order-status-badge.tsx";

const isStatus = (value: string | null): value is JobOrderStatus =>
  JOB_ORDER_STATUSES.includes(value as JobOrderStatus);

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
    </Link>
  );
}

export function JobOrdersScreen() {
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status = isStatus(requested) ? requested : "";
  const orders = useQuery(jobOrdersQuery(status));

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <Link
          to="/admin"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Admin Dashboard
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{jobOrderCopy.title}</h1>
        <p className="text-muted-foreground">{jobOrderCopy.intro}</p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id={filterId}
            value={status}
            onChange={(e) =>
              setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })
            }
            className="sm:w-56"
          >
            <option value="">All job orders</option>
            {JOB_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
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

      {orders.isLoading && <Spinner label="Loading job orders..." />}
      {orders.isError && (
        <p role="alert" className="text-destructive">
          Could not load job orders:{" "}
          {orders.error instanceof ApiError ? orders.error.serverMessage : orders.error.message}
        </p>
      )}
      {orders.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
          <Briefcase className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-sm text-muted-foreground">
            {status ? jobOrderCopy.emptyFiltered : jobOrderCopy.empty}
          </p>
        </div>
      )}
      {orders.data && orders.data.length > 0 && (
        <ul className="space-y-3" aria-label="Job orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <JobOrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
