/**
 * /admin/reports: the summary as figures and charts a person reads
 * at a glance: the weekly funnel, time to shortlist against the 24-hour promise, and the
 * verdict mix. The dates narrow the period; empty, it is the last 90 days.
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Briefcase, Handshake, Inbox, Users } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { periodInputBounds, periodProblem } from "#common/report-period.ts";
import { Spinner } from "~/components/spinner";
import { StatCard } from "~/components/stat-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError } from "~/lib/api";
import { useDeferredData } from "~/lib/use-deferred-data";
import { reportsQuery } from "./api.ts";
import { reportCopy } from "./copy.ts";
import { PromiseChart } from "./promise-chart.tsx";
import { VerdictMixChart } from "./verdict-mix-chart.tsx";
import { WeeklyFunnelChart } from "./weekly-funnel-chart.tsx";

function ChartCard({
  title,
  help,
  children,
}: {
  title: string;
  help: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeader className="pb-2">
          <h2 id={headingId} className="text-lg font-semibold leading-none tracking-tight">
            {title}
          </h2>
          <CardDescription>{help}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

export function ReportsScreen() {
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const [range, setRange] = useState({ from: "", to: "" });
  // The server's day (UTC) decides what "today" and the default period are.
  const today = new Date().toISOString().slice(0, 10);
  const bounds = periodInputBounds(range, today);
  // A period the server would refuse is explained here and never asked for.
  const problem = periodProblem(range, today);
  const summary = useQuery({ ...reportsQuery(range), enabled: !problem });
  const { data, isLoading } = useDeferredData(summary);
  const invalid = (field: "from" | "to") =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": problemId } : {};

  return (
    <div className="mx-auto min-h-screen max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="space-y-2">
        <Link
          to="/admin"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Admin Dashboard
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{reportCopy.title}</h1>
        <p className="text-muted-foreground">{reportCopy.intro}</p>
      </div>

      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-label="Period"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="space-y-1">
          <Label htmlFor={fromId}>From</Label>
          <Input
            id={fromId}
            type="date"
            value={range.from}
            min={bounds.from.min}
            max={bounds.from.max}
            {...invalid("from")}
            onChange={(e) => {
              const from = e.target.value;
              setRange((r) => ({ ...r, from }));
            }}
            className="sm:w-44"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={toId}>To</Label>
          <Input
            id={toId}
            type="date"
            value={range.to}
            min={bounds.to.min}
            max={bounds.to.max}
            {...invalid("to")}
            onChange={(e) => {
              const to = e.target.value;
              setRange((r) => ({ ...r, to }));
            }}
            className="sm:w-44"
          />
        </div>
        {(range.from || range.to) && (
          <Button type="button" variant="outline" onClick={() => setRange({ from: "", to: "" })}>
            Last 90 days
          </Button>
        )}
        <p className="text-sm text-muted-foreground sm:pb-2">{reportCopy.rangeHelp}</p>
      </form>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      )}

      {isLoading && <Spinner label="Loading reports..." />}
      {summary.isError && (
        <div
          role="alert"
          className="rounded-lg border border-destructive/50 p-4 text-sm text-destructive"
        >
          Could not load the reports:{" "}
          {summary.error instanceof ApiError ? summary.error.serverMessage : summary.error.message}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ml-3"
            onClick={() => summary.refetch()}
          >
            Try again
          </Button>
        </div>
      )}

      {data && (
        <>
          <section aria-label="Totals" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Inquiries" value={data.inquiries} icon={Inbox} />
            <StatCard label="Job orders" value={data.jobOrders} icon={Briefcase} />
            <StatCard label="Interviews" value={data.interviews} icon={Users} />
            <StatCard label="Hires" value={data.hires} icon={Handshake} />
          </section>
          <ChartCard title={reportCopy.funnelTitle} help={reportCopy.funnelHelp}>
            <WeeklyFunnelChart weeks={data.weeks} />
          </ChartCard>
          <div className="grid gap-6 lg:grid-cols-2">
            <ChartCard title={reportCopy.promiseTitle} help={reportCopy.promiseHelp}>
              <PromiseChart
                within={data.shortlistedWithin24h}
                median={data.medianHoursToShortlist}
              />
            </ChartCard>
            <ChartCard title={reportCopy.verdictsTitle} help={reportCopy.verdictsHelp}>
              <VerdictMixChart verdicts={data.verdicts} />
              <p className="mt-4 text-sm text-muted-foreground">
                Trials: {data.trials.started} started · {data.trials.continued} continued ·{" "}
                {data.trials.replaced} replaced
              </p>
            </ChartCard>
          </div>
        </>
      )}
    </div>
  );
}
