/**
 * What belongs to a company, from its roll-up: its links with what their viewers did, its
 * job orders and its engagements. The roll-up names them by id; the names come from the
 * admin's link and engagement lists (the same reads as the links tab and /admin/engagements).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { engagementsQuery } from "~/features/engagements/api";
import { EngagementStatusBadge } from "~/features/engagements/status-badge";
import { JobOrderStatusBadge } from "~/features/job-orders/job-order-status-badge";
import { linksQuery } from "~/features/links/api";
import type { CompanyActivity } from "./api.ts";
import { companyCopy, plural } from "./copy.ts";

const rowClass =
  "flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function CompanyLinks({ links }: { links: CompanyActivity["links"] }) {
  const all = useQuery(linksQuery());
  if (links.length === 0)
    return <p className="text-sm text-muted-foreground">{companyCopy.noLinks}</p>;
  const byId = new Map(all.data?.map((l) => [l.id, l]));
  return (
    <ul className="space-y-2" aria-label="The company's links">
      {links.map((row) => {
        const link = byId.get(row.id);
        return (
          <li key={row.id} className="space-y-1 rounded-md border p-3" data-testid="company-link">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium [overflow-wrap:anywhere]">
                {link ? link.customerName : "Link"}
                {link?.description ? (
                  <span className="font-normal text-muted-foreground"> · {link.description}</span>
                ) : null}
              </span>
              {link && !link.isActive && (
                <span className="text-xs text-muted-foreground">Inactive</span>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {plural(row.visits, "visit")} · {plural(row.viewers, "viewer")} · {row.interested}{" "}
              interested · {row.maybe} maybe · {row.notAFit} not a fit
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function CompanyJobOrders({ jobOrders }: { jobOrders: CompanyActivity["jobOrders"] }) {
  if (jobOrders.length === 0) {
    return <p className="text-sm text-muted-foreground">{companyCopy.noJobOrders}</p>;
  }
  return (
    <ul className="space-y-2" aria-label="The company's job orders">
      {jobOrders.map((order) => (
        <li key={order.id}>
          <Link to={`/admin/job-orders/${encodeURIComponent(order.id)}`} className={rowClass}>
            <span className="font-medium [overflow-wrap:anywhere]">{order.title}</span>
            <JobOrderStatusBadge status={order.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CompanyEngagements({
  engagements,
}: {
  engagements: CompanyActivity["engagements"];
}) {
  const all = useQuery(engagementsQuery(""));
  if (engagements.length === 0) {
    return <p className="text-sm text-muted-foreground">{companyCopy.noEngagements}</p>;
  }
  const byId = new Map(all.data?.map((e) => [e.id, e]));
  return (
    <ul className="space-y-2" aria-label="The company's engagements">
      {engagements.map((row) => {
        const engagement = byId.get(row.id);
        return (
          <li key={row.id}>
            <Link to={`/admin/engagements/${encodeURIComponent(row.id)}`} className={rowClass}>
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="block font-medium">
                  {engagement?.candidateName ?? "Engagement"}
                </span>
                {engagement && (
                  <span className="block text-sm text-muted-foreground">
                    {engagement.jobOrderTitle}
                  </span>
                )}
              </span>
              <EngagementStatusBadge status={row.status} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
