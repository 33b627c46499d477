/**
 * The admin dashboard's 'Activity' tab: the audit log (who did what, when, from where),
 * newest first, filtered by action, actor and dates, exportable as CSV.
 */
import { Download } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { AUDIT_ACTIONS } from "#common/audit.ts";
import { buttonVariants } from "~/components/plain/classes.ts";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatShortDateTime } from "~/lib/format";
import { type AuditFilter, auditExportUrl, useAuditLog } from "./api.ts";

const none: AuditFilter = { action: "", actor: "", from: "", to: "" };
const textFilters = [
  { key: "actor", label: "Who (e-mail)", type: "text" },
  { key: "from", label: "From", type: "date" },
  { key: "to", label: "To", type: "date" },
] as const;
const columns = ["When", "Action", "Who", "Target", "Address"];

/** A filter's label above its control (the control carries `id`). */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

export function ActivityTab() {
  const id = useId();
  const [filter, setFilter] = useState<AuditFilter>(none);
  const log = useAuditLog(filter);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (patch: Partial<AuditFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <Labelled id={`${id}-action`} label="Action">
          <select
            id={`${id}-action`}
            value={filter.action}
            onChange={(e) => set({ action: e.target.value as AuditFilter["action"] })}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </Labelled>
        {textFilters.map(({ key, label, type }) => (
          <Labelled key={key} id={`${id}-${key}`} label={label}>
            <Input
              id={`${id}-${key}`}
              type={type}
              value={filter[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          </Labelled>
        ))}
        <a
          href={auditExportUrl(filter)}
          className={buttonVariants({ variant: "outline" })}
          download
        >
          <Download className="mr-2 h-4 w-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>

      {log.isLoading ? (
        <Spinner />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The activity could not be loaded.
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity matches these filters.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Activity, newest first</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="whitespace-nowrap py-2 pr-4">
                    {formatShortDateTime(new Date(item.at), true)}
                  </td>
                  <td className="py-2 pr-4 font-mono">{item.action}</td>
                  <td className="py-2 pr-4">{item.actorEmail ?? "—"}</td>
                  <td className="py-2 pr-4">
                    {item.targetType ? `${item.targetType} ${item.targetId ?? ""}` : "—"}
                  </td>
                  <td className="py-2 pr-4">{item.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
        >
          {log.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      )}
    </div>
  );
}
