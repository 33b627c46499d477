/**
 * /admin/engagements/{id}: the engagement's facts, the trial's
 * countdown, the customer's feedback, and the admin's actions: hours and rate, end it (with
 * a reason) or mark it replaced (the candidate rejected on the job order, which re-opens).
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ENGAGEMENT_LIMITS, isRunning } from "#common/engagement-values.ts";
import { PageSpinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { type Engagement, engagementQuery, useUpdateEngagement } from "./api.ts";
import { formatDay, trialCountdown } from "./copy.ts";
import { Rating } from "./engagements-screen.tsx";
import { EngagementStatusBadge } from "./status-badge.tsx";

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : "The change failed.";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function TermsForm({ engagement }: { engagement: Engagement }) {
  const ids = { hours: useId(), rate: useId() };
  const update = useUpdateEngagement(engagement.id);
  const [hours, setHours] = useState(engagement.hoursPerWeek?.toString() ?? "");
  const [rate, setRate] = useState(engagement.rate?.toString() ?? "");
  const toNumber = (v: string) => (v.trim() === "" ? null : Number(v));
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { hoursPerWeek: toNumber(hours), rate: toNumber(rate) },
          {
            onSuccess: () => toast({ title: "Saved", description: "Hours and rate updated." }),
            onError: (error) =>
              toast({ title: "Error", description: errorText(error), variant: "destructive" }),
          },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={ids.hours}>Hours a week</Label>
        <Input
          id={ids.hours}
          type="number"
          inputMode="numeric"
          className="w-32"
          min={ENGAGEMENT_LIMITS.hoursPerWeek.min}
          max={ENGAGEMENT_LIMITS.hoursPerWeek.max}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.rate}>Rate ($ an hour)</Label>
        <Input
          id={ids.rate}
          type="number"
          inputMode="numeric"
          className="w-32"
          min={ENGAGEMENT_LIMITS.rate.min}
          max={ENGAGEMENT_LIMITS.rate.max}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={update.isPending}>
        Save terms
      </Button>
    </form>
  );
}

function EndForm({ engagement }: { engagement: Engagement }) {
  const reasonId = useId();
  const update = useUpdateEngagement(engagement.id);
  const [reason, setReason] = useState("");
  const change = (status: "ended" | "replaced") =>
    update.mutate(
      { status, endReason: reason.trim() || null },
      {
        onSuccess: () =>
          toast({
            title: status === "ended" ? "Engagement ended" : "Marked replaced",
            description:
              status === "ended"
                ? `${engagement.candidateName} is back in the pool.`
                : "The job order is open again for the replacement.",
          }),
        onError: (error) =>
          toast({ title: "Error", description: errorText(error), variant: "destructive" }),
      },
    );
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea
          id={reasonId}
          rows={2}
          maxLength={ENGAGEMENT_LIMITS.endReason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={update.isPending}
          onClick={() => change("ended")}
        >
          End engagement
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={update.isPending}
          onClick={() => change("replaced")}
        >
          Replace candidate
        </Button>
      </div>
    </div>
  );
}

export function EngagementScreen({ id }: { id: string }) {
  const query = useQuery(engagementQuery(id));
  if (query.isLoading) return <PageSpinner label="Loading the engagement..." />;
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Engagement not found</h1>
        <p role="alert" className="mt-2 text-muted-foreground">
          {query.error ? errorText(query.error) : null}
        </p>
        <Link className="mt-4 inline-block underline" to="/admin/engagements">
          All engagements
        </Link>
      </div>
    );
  }
  const e = query.data;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <Link
          to="/admin/engagements"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          All engagements
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{e.candidateName}</h1>
          <EngagementStatusBadge status={e.status} />
        </div>
        <p className="text-muted-foreground">
          <Link className="underline" to={`/admin/job-orders/${encodeURIComponent(e.jobOrderId)}`}>
            {e.jobOrderTitle}
          </Link>{" "}
          for {e.customerName} ({e.customerEmail})
        </p>
      </div>

      <section aria-labelledby="trial-heading" className="rounded-lg border bg-card p-4">
        <h2 id="trial-heading" className="text-lg font-semibold">
          Trial
        </h2>
        <p className="mt-1 text-2xl font-bold" data-testid="trial-countdown">
          {trialCountdown(e.trialEndsAt)}
        </p>
        <p className="text-sm text-muted-foreground">
          Ends {formatDay(e.trialEndsAt)} (midnight UTC).{" "}
          {e.reminderSentAt
            ? `The customer was asked to decide on ${formatDay(e.reminderSentAt)}.`
            : "The customer is asked to decide two days before the end."}
        </p>
      </section>

      <section aria-labelledby="feedback-heading" className="rounded-lg border bg-card p-4">
        <h2 id="feedback-heading" className="text-lg font-semibold">
          Customer feedback
        </h2>
        {e.feedback ? (
          <div className="mt-2 space-y-1">
            <p className="font-medium">
              {e.feedback.decision === "continue"
                ? "Continues with the developer"
                : "Asked for a free replacement"}{" "}
              <Rating rating={e.feedback.rating} />
            </p>
            {e.feedback.comment && (
              <blockquote className="border-l-2 pl-3 text-muted-foreground">
                {e.feedback.comment}
              </blockquote>
            )}
            <p className="text-sm text-muted-foreground">On {formatDay(e.feedback.decidedAt)}</p>
          </div>
        ) : (
          <p className="mt-2 text-muted-foreground">No decision yet.</p>
        )}
      </section>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label="Start date">{formatDay(e.startDate)}</Fact>
        <Fact label="Hours a week">{e.hoursPerWeek ?? "—"}</Fact>
        <Fact label="Rate">{e.rate === null ? "—" : `$${e.rate}/h`}</Fact>
        {e.endReason && <Fact label="End reason">{e.endReason}</Fact>}
        {e.replacementOf && (
          <Fact label="Replaces">
            <Link className="underline" to={`/admin/engagements/${e.replacementOf}`}>
              the earlier engagement
            </Link>
          </Fact>
        )}
      </dl>

      {isRunning(e.status) && (
        <section aria-labelledby="actions-heading" className="space-y-6">
          <h2 id="actions-heading" className="text-lg font-semibold">
            Change the engagement
          </h2>
          <TermsForm key={`${e.hoursPerWeek}-${e.rate}`} engagement={e} />
          <EndForm engagement={e} />
        </section>
      )}
    </div>
  );
}
