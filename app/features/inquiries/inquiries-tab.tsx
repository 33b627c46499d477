/**
 * The admin dashboard's 'Inquiries' tab: the leads from both contact forms, newest first,
 * filtered by hiring need, each marked handled or not, exportable as CSV; each becomes a
 * job order in one click (or opens the one it became).
 */
import { useQuery } from "@tanstack/react-query";
import { Briefcase, Download, Inbox, Mail } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { HiringNeed } from "#common/constants.ts";
import { buttonVariants } from "~/components/plain/classes.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { toast } from "~/components/ui/use-toast";
import { hiringNeedLabels, hiringNeedsOptions } from "~/content/hiring-needs";
import { jobOrdersQuery, useCreateJobOrderFromInquiry } from "~/features/job-orders/api";
import { ApiError } from "~/lib/api";
import { formatShortDateTime } from "~/lib/format";
import {
  type InquiryFilter,
  inquiriesExportUrl,
  useInquiries,
  useMarkInquiryHandled,
} from "./api.ts";
import { EraseInquiryButton } from "./erase-button.tsx";

const needLabel = (value: string) => hiringNeedLabels[value as HiringNeed] ?? "Not specified";

export function InquiriesTab() {
  const filterId = useId();
  const [filter, setFilter] = useState<InquiryFilter>("");
  const inquiries = useInquiries(filter);
  // An inquiry that already became a job order links to it instead of making another.
  const jobOrders = useQuery(jobOrdersQuery(""));
  const jobOrderOf = new Map(
    jobOrders.data?.flatMap((o) => (o.inquiryId ? [[o.inquiryId, o.id] as const] : [])),
  );
  const markHandled = useMarkInquiryHandled();

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Hiring need
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(e) => setFilter(e.target.value as InquiryFilter)}
            className="flex h-10 w-64 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <option value="">All inquiries</option>
            {hiringNeedsOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
            <option value="none">Not specified</option>
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* A campaign's audience cannot select "no hiring need": offered for the others. */}
          {filter !== "none" && (
            <Link
              to={`/admin/campaigns?new=1${filter ? `&hiringNeeds=${filter}` : ""}`}
              className={buttonVariants({ variant: "outline" })}
            >
              <Mail aria-hidden="true" />
              Start campaign
            </Link>
          )}
          <a
            href={inquiriesExportUrl(filter)}
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>

      {inquiries.isLoading && <Spinner label="Loading inquiries..." />}
      {inquiries.isError && (
        <p className="text-destructive">Could not load inquiries: {inquiries.error.message}</p>
      )}
      {inquiries.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
          <Inbox className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-semibold">No inquiries</p>
          <p className="text-sm text-muted-foreground">New contact requests will appear here.</p>
        </div>
      )}
      <ul className="space-y-3" aria-label="Inquiries">
        {inquiries.data?.map((inquiry) => {
          const checkboxId = `handled-${inquiry.id}`;
          return (
            <li
              key={inquiry.id}
              className={`rounded-lg border p-4 ${inquiry.handledAt ? "bg-muted/50" : "bg-card"}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {inquiry.firstName} {inquiry.lastName}{" "}
                    <span className="font-normal text-muted-foreground">· {inquiry.company}</span>
                  </p>
                  <a
                    href={`mailto:${inquiry.email}`}
                    className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
                  >
                    <Mail className="h-3 w-3" aria-hidden="true" />
                    {inquiry.email}
                  </a>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant="secondary">{needLabel(inquiry.hiringNeeds)}</Badge>
                  <Badge variant={inquiry.handledAt ? "outline" : "default"}>
                    {inquiry.handledAt ? "Handled" : "New"}
                  </Badge>
                </div>
              </div>
              <p className="mt-3 whitespace-pre-line text-sm">{inquiry.message}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <time dateTime={inquiry.createdAt}>
                  {formatShortDateTime(new Date(inquiry.createdAt))}
                </time>
                <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  {jobOrderOf.has(inquiry.id) ? (
                    <Link
                      to={`/admin/job-orders/${encodeURIComponent(jobOrderOf.get(inquiry.id)!)}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <Briefcase aria-hidden="true" />
                      Open job order
                    </Link>
                  ) : (
                    <CreateJobOrderButton inquiryId={inquiry.id} />
                  )}
                  <EraseInquiryButton inquiryId={inquiry.id} />
                  <span className="flex items-center gap-2">
                    <Checkbox
                      id={checkboxId}
                      checked={!!inquiry.handledAt}
                      disabled={markHandled.isPending}
                      onCheckedChange={(checked) =>
                        markHandled.mutate({ id: inquiry.id, handled: checked === true })
                      }
                    />
                    <label htmlFor={checkboxId} className="text-sm text-foreground">
                      Mark handled
                    </label>
                  </span>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** An inquiry made a job order in one click, then opened. */
function CreateJobOrderButton({ inquiryId }: { inquiryId: string }) {
  const navigate = useNavigate();
  const create = useCreateJobOrderFromInquiry();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={create.isPending}
      onClick={() =>
        create.mutate(inquiryId, {
          onSuccess: (order) => {
            toast({ title: "Job order created", description: order.title });
            navigate(`/admin/job-orders/${encodeURIComponent(order.id)}`);
          },
          onError: (error) =>
            toast({
              title: "Error",
              description:
                error instanceof ApiError ? error.serverMessage : "Failed to create the job order",
              variant: "destructive",
            }),
        })
      }
    >
      <Briefcase aria-hidden="true" />
      {create.isPending ? "Creating..." : "Create job order"}
    </Button>
  );
}
