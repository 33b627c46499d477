/**
 * The admin dashboard's 'Applications' tab (product-extensions §8): applications newest
 * first, filtered by status; one opened shows its fields, the résumé, each step's notes
 * and scorecards, and moves it on (approve creates or links the candidate, reject sends
 * one courteous e-mail).
 */
import { FileText, Inbox } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationStatus,
  SCORECARD_KEYS,
  SCORECARD_LABELS,
  type Scorecard,
} from "#common/application.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { dateTimeFormat } from "~/lib/format";
import { useApplication, useApplications, useReviewApplication } from "./api.ts";

const selectClass =
  "flex h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const dateFormat = dateTimeFormat({ dateStyle: "medium" });

export function ApplicationsTab() {
  const filterId = useId();
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const applications = useApplications(status);

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={filterId} className="text-sm font-medium">
          Status
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(e) => setStatus(e.target.value as ApplicationStatus | "")}
          className={`${selectClass} w-64`}
        >
          <option value="">All applications</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
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
          <p className="text-sm text-muted-foreground">Applications from /apply appear here.</p>
        </div>
      )}
      <ul className="space-y-3" aria-label="Applications">
        {applications.data?.map((a) => (
          <li key={a.id} className="rounded-lg border bg-card p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold">
                  {a.fullName}{" "}
                  <span className="font-normal text-muted-foreground">· {a.title}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {a.email} · {dateFormat.format(new Date(a.createdAt))}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={a.status === "rejected" ? "outline" : "secondary"}>
                  {APPLICATION_STATUS_LABELS[a.status]}
                </Badge>
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={openId === a.id}
                  onClick={() => setOpenId(openId === a.id ? null : a.id)}
                >
                  {openId === a.id ? "Close" : "Review"}
                  <span className="sr-only"> {a.fullName}</span>
                </Button>
              </div>
            </div>
            {openId === a.id && <ApplicationReview id={a.id} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ApplicationReview({ id }: { id: string }) {
  const application = useApplication(id);
  if (application.isLoading) return <Spinner label="Loading application..." />;
  if (!application.data) return <p className="text-destructive">Could not load the application.</p>;
  return <ReviewForm key={application.data.updatedAt} application={application.data} />;
}

function ReviewForm({ application: a }: { application: ApplicationDetail }) {
  const review = useReviewApplication();
  const statusId = useId();
  const noteId = useId();
  const [status, setStatus] = useState<ApplicationStatus>(a.status);
  const [note, setNote] = useState("");
  const [scores, setScores] = useState<Partial<Scorecard>>(a.scorecard ?? {});

  // mutateAsync: the form is remounted when the application's new state arrives, and a
  // call's own callbacks would not run once it is gone; the promise settles all the same.
  const send = (patch: Parameters<typeof review.mutate>[0]["patch"], done: string) =>
    review.mutateAsync({ id: a.id, patch }).then(
      (updated) => {
        setNote("");
        toast({
          title: done,
          description: updated.candidateId ? "The developer is in the talent pool." : undefined,
        });
      },
      (error: Error) =>
        toast({
          title: "Error",
          description: error instanceof ApiError ? error.serverMessage : error.message,
          variant: "destructive",
        }),
    );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const complete = SCORECARD_KEYS.every((k) => scores[k] !== undefined);
    send(
      {
        status,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(complete ? { scorecard: scores as Scorecard } : {}),
      },
      "Application updated",
    );
  }

  const facts: Array<[string, string | null]> = [
    ["Location", a.location],
    ["Skills", a.skills.join(", ") || null],
    ["Experience", a.experience == null ? null : `${a.experience} years`],
    ["Hourly rate", a.hourlyRate == null ? null : `$${a.hourlyRate}`],
    ["Availability", a.availability],
    ["Consent", `version ${a.consentVersion}, ${dateFormat.format(new Date(a.consentedAt))}`],
  ];

  return (
    <div className="mt-4 space-y-5 border-t pt-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-medium">{label}:</dt>
            <dd className="text-muted-foreground">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3 text-sm">
        {[a.githubUrl, a.linkedinUrl, a.portfolioUrl]
          .filter((u): u is string => !!u)
          .map((url) => (
            <a
              key={url}
              href={url}
              target="_blank"
              rel="noreferrer noopener"
              className="text-primary underline"
            >
              {url}
            </a>
          ))}
        {a.resumeUrl ? (
          <a
            href={a.resumeUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline"
          >
            <FileText className="h-4 w-4" aria-hidden="true" />
            Résumé
          </a>
        ) : (
          <span className="text-muted-foreground">No résumé</span>
        )}
        {a.candidateId && (
          <Link to={`/developers/${a.candidateId}`} className="text-primary underline">
            Open the candidate
          </Link>
        )}
      </div>
      {a.summary && <p className="whitespace-pre-line text-sm">{a.summary}</p>}

      {a.reviews.length > 0 && (
        <section aria-label="Notes and scorecards" className="space-y-2">
          {a.reviews.map((r) => (
            <div key={r.id} className="rounded-md bg-muted p-3 text-sm">
              <p className="font-medium">
                {APPLICATION_STATUS_LABELS[r.status]} · {r.authorEmail ?? "Former admin"} ·{" "}
                {dateFormat.format(new Date(r.createdAt))}
              </p>
              {r.note && <p className="mt-1 whitespace-pre-line">{r.note}</p>}
              {r.scorecard && (
                <p className="mt-1 text-muted-foreground">
                  {SCORECARD_KEYS.map((k) => `${SCORECARD_LABELS[k]} ${r.scorecard![k]}/5`).join(
                    " · ",
                  )}
                </p>
              )}
            </div>
          ))}
        </section>
      )}

      <form onSubmit={onSubmit} className="space-y-4" aria-label={`Review ${a.fullName}`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <div className="space-y-1">
            <label htmlFor={statusId} className="text-sm font-medium">
              Status
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
              className={`${selectClass} w-full`}
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          {SCORECARD_KEYS.map((key) => (
            <div key={key} className="space-y-1">
              <label htmlFor={`${statusId}-${key}`} className="text-sm font-medium">
                {SCORECARD_LABELS[key]}
              </label>
              <select
                id={`${statusId}-${key}`}
                value={scores[key] ?? ""}
                onChange={(e) =>
                  setScores((s) => ({
                    ...s,
                    [key]: e.target.value ? Number(e.target.value) : undefined,
                  }))
                }
                className={`${selectClass} w-full`}
              >
                <option value="">–</option>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className="space-y-1">
          <label htmlFor={noteId} className="text-sm font-medium">
            Note
          </label>
          <Textarea id={noteId} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={review.isPending}>
            Save
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={review.isPending || a.status === "approved"}
            onClick={() => send({ status: "approved" }, "Application approved")}
          >
            Approve
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={review.isPending || a.status === "rejected"}
            onClick={() => send({ status: "rejected" }, "Application rejected")}
          >
            Reject
          </Button>
        </div>
      </form>
    </div>
  );
}
