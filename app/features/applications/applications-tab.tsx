/**
 * The admin dashboard's 'Applications' tab: applications newest first, found by name,
 * e-mail or title and filtered by status, each flagged when others share its e-mail
 * address. One opened is reviewed in place (./review-form.tsx); ticked ones change status
 * together (./bulk-bar.tsx).
 */
import { AlertTriangle, Inbox } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationListItem,
  type ApplicationStatus,
  applicationReviewMessages,
} from "#common/application.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { formatMediumDate } from "~/lib/format";
import { useDebounced } from "~/lib/use-debounced";
import { useScrollTo } from "~/lib/use-scroll-to";
import { useApplications } from "./api.ts";
import { BulkBar } from "./bulk-bar.tsx";
import { ApplicationReview } from "./review-form.tsx";

export function ApplicationsTab() {
  const filterId = useId();
  const searchId = useId();
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const [search, setSearch] = useState("");
  // `?application=<id>` (the Today tab's links) opens that application for review.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get("application");
  const [openId, setOpenId] = useState<string | null>(linked);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const applications = useApplications(status, useDebounced(search.trim()));
  const shown = applications.data ?? [];
  // Only what is on screen is changed: a tick hidden by a new search or filter is not.
  const chosen = shown.filter((a) => selected.has(a.id)).map((a) => a.id);
  const allChosen = shown.length > 0 && chosen.length === shown.length;
  useScrollTo(linked && `application-${linked}`, applications.isSuccess);

  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_16rem]">
        <div className="space-y-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder="Name, e-mail or title"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id={filterId}
            value={status}
            onChange={(e) => setStatus(e.target.value as ApplicationStatus | "")}
          >
            <option value="">All applications</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {applications.isLoading && <Spinner label="Loading applications..." />}
      {applications.isError && (
        <p className="text-destructive">
          Could not load applications: {applications.error.message}
        </p>
      )}
      {applications.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
          <Inbox className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-semibold">No applications</p>
          <p className="text-sm text-muted-foreground">
            {search.trim() || status
              ? "None match the search or status."
              : "Applications from /apply appear here."}
          </p>
        </div>
      )}
      {shown.length > 0 && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${searchId}-all`}
            checked={allChosen ? true : chosen.length > 0 ? "indeterminate" : false}
            onCheckedChange={(on) =>
              setSelected(on === true ? new Set(shown.map((a) => a.id)) : new Set())
            }
          />
          <label htmlFor={`${searchId}-all`} className="text-sm">
            Select all shown ({shown.length})
          </label>
        </div>
      )}
      <ul className="space-y-3" aria-label="Applications">
        {shown.map((a) => (
          <ApplicationItem
            key={a.id}
            application={a}
            open={openId === a.id}
            onOpen={(open) => setOpenId(open ? a.id : null)}
            selected={selected.has(a.id)}
            onSelect={(on) => toggle(a.id, on)}
            onShowDuplicates={() => setSearch(a.email)}
          />
        ))}
      </ul>
      <BulkBar ids={chosen} onDone={() => setSelected(new Set())} />
    </div>
  );
}

function ApplicationItem({
  application: a,
  open,
  onOpen,
  selected,
  onSelect,
  onShowDuplicates,
}: {
  application: ApplicationListItem;
  open: boolean;
  onOpen: (open: boolean) => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onShowDuplicates: () => void;
}) {
  return (
    <li id={`application-${a.id}`} className="scroll-mt-24 rounded-lg border bg-card p-4">
      <div className="flex items-start gap-3">
        {/* A 44 px touch target around the box: it is ticked with a thumb on a phone. */}
        <label htmlFor={`select-${a.id}`} className="-m-3 flex shrink-0 cursor-pointer p-3">
          <Checkbox
            id={`select-${a.id}`}
            checked={selected}
            onCheckedChange={(on) => onSelect(on === true)}
            aria-label={`Select ${a.fullName}`}
          />
        </label>
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold">
              {a.fullName} <span className="font-normal text-muted-foreground">· {a.title}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="break-all">{a.email}</span> ·{" "}
              <span className="whitespace-nowrap">{formatMediumDate(new Date(a.createdAt))}</span>
            </p>
            {a.duplicates > 0 && (
              <button
                type="button"
                onClick={onShowDuplicates}
                className="mt-1 inline-flex items-center gap-1 text-left text-sm font-medium text-amber-800 underline-offset-4 hover:underline dark:text-amber-300"
              >
                <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
                {applicationReviewMessages.duplicates(a.duplicates)}
              </button>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Badge variant={a.status === "rejected" ? "outline" : "secondary"}>
              {APPLICATION_STATUS_LABELS[a.status]}
            </Badge>
            <Button variant="outline" size="sm" aria-expanded={open} onClick={() => onOpen(!open)}>
              {open ? "Close" : "Review"}
              <span className="sr-only"> {a.fullName}</span>
            </Button>
          </div>
        </div>
      </div>
      {open && <ApplicationReview id={a.id} />}
    </li>
  );
}
