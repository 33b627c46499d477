/**
 * The job order's brief: what the customer asked for, read at a glance, and 'Edit brief'
 * to change it (PUT; the matches are ranked anew from the saved brief).
 */
import { Pencil } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { JobOrder } from "#common/job-order.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { engagementLabels, formatDay, seniorityLabels } from "./copy.ts";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

function SkillList({ skills, strong }: { skills: string[]; strong?: boolean }) {
  if (skills.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {skills.map((skill) => (
        <Badge key={skill} variant={strong ? "default" : "secondary"}>
          {skill}
        </Badge>
      ))}
    </span>
  );
}

function rateText(order: JobOrder): string {
  if (order.rateMin !== null && order.rateMax !== null) {
    return `$${order.rateMin}–${order.rateMax}/h`;
  }
  if (order.rateMax !== null) return `Up to $${order.rateMax}/h`;
  if (order.rateMin !== null) return `From $${order.rateMin}/h`;
  return "Not set";
}

function BriefView({ order }: { order: JobOrder }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact label="Customer">
        {order.customerName}
        {order.company ? ` · ${order.company}` : ""}
        <br />
        <a href={`mailto:${order.customerEmail}`} className="text-primary hover:underline">
          {order.customerEmail}
        </a>
      </Fact>
      <Fact label="Engagement">
        {engagementLabels[order.engagementType]}
        {order.hoursPerWeek !== null ? `, ${order.hoursPerWeek} h/week` : ""}
      </Fact>
      <Fact label="Must-have skills">
        <SkillList skills={order.mustHave} strong />
      </Fact>
      <Fact label="Other skills">
        <SkillList skills={order.skills} />
      </Fact>
      <Fact label="Seniority">{order.seniority ? seniorityLabels[order.seniority] : "Any"}</Fact>
      <Fact label="Rate">{rateText(order)}</Fact>
      <Fact label="Time zone">{order.timezone ?? "Any"}</Fact>
      <Fact label="Start">{order.startDate ? formatDay(order.startDate) : "Not set"}</Fact>
      {order.description && (
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Description
          </dt>
          <dd className="mt-0.5 whitespace-pre-line text-sm">{order.description}</dd>
        </div>
      )}
    </dl>
  );
}

/** The editor, its form library and schema come with the first "Edit brief". */
const loadEditor = () => import("./brief-editor.tsx");
const BriefEditor = lazy(() => loadEditor().then((m) => ({ default: m.BriefEditor })));

export function BriefPanel({ order }: { order: JobOrder }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-4">
      {!editing && (
        <div className="flex justify-end">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onPointerEnter={loadEditor}
            onFocus={loadEditor}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            Edit brief
          </Button>
        </div>
      )}
      {editing ? (
        <Suspense fallback={<Spinner label="Loading the form..." />}>
          <BriefEditor order={order} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <BriefView order={order} />
      )}
    </div>
  );
}
