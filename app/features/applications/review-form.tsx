/**
 * One application opened on the Applications tab: its fields, the résumé, each step's notes
 * and scorecards, and the form that moves it on. Save, Approve and Reject all send what the
 * reviewer entered (the note, and the scorecard when it changed), so a decision keeps the
 * reasons given for it; a half-filled scorecard is refused here rather than dropped.
 */
import { FileText } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationPatch,
  type ApplicationStatus,
  applicationReviewMessages,
  SCORE_RANGE,
  SCORECARD_KEYS,
  SCORECARD_LABELS,
  type Scorecard,
} from "#common/application.ts";
import { SUGGESTION_COPY } from "#common/suggestion-values.ts";
import { Spinner } from "~/components/spinner";
import { type SuggestionChoice, SuggestionsOffer } from "~/components/suggestions-offer";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { formatMediumDate } from "~/lib/format";
import { useApplication, useReviewApplication } from "./api.ts";

const SCORES = Array.from(
  { length: SCORE_RANGE.max - SCORE_RANGE.min + 1 },
  (_, i) => SCORE_RANGE.min + i,
);

export function ApplicationReview({ id }: { id: string }) {
  const application = useApplication(id);
  if (application.isLoading) return <Spinner label="Loading application..." />;
  if (!application.data) return <p className="text-destructive">Could not load the application.</p>;
  const a = application.data;
  // Remounted with each recorded step (a status, a note, a scorecard): a confirmed
  // suggestion changes the application but keeps a note being written.
  return <ReviewForm key={`${a.status}:${a.reviews.length}`} application={a} />;
}

/** The application's fields a tapped suggestion changes. */
function patchFor(a: ApplicationDetail, choice: SuggestionChoice): ApplicationPatch {
  if ("skill" in choice) return { skills: [...a.skills, choice.skill] };
  return choice;
}

/** The résumé's suggestions, each written to the application once an admin taps it. */
function Suggestions({ application: a }: { application: ApplicationDetail }) {
  const review = useReviewApplication();
  return (
    <SuggestionsOffer
      suggestions={a.suggestions}
      disabled={review.isPending}
      onAccept={(choice) =>
        review.mutateAsync({ id: a.id, patch: patchFor(a, choice) }).then(
          () => toast({ title: SUGGESTION_COPY.confirmed }),
          (error: Error) =>
            toast({
              title: "Error",
              description: error instanceof ApiError ? error.serverMessage : error.message,
              variant: "destructive",
            }),
        )
      }
    />
  );
}

const sameScores = (a: Partial<Scorecard>, b: Scorecard | null) =>
  !!b && SCORECARD_KEYS.every((k) => a[k] === b[k]);

function ReviewForm({ application: a }: { application: ApplicationDetail }) {
  const review = useReviewApplication();
  const statusId = useId();
  const noteId = useId();
  const scoresErrorId = useId();
  const [status, setStatus] = useState<ApplicationStatus>(a.status);
  const [note, setNote] = useState("");
  const [scores, setScores] = useState<Partial<Scorecard>>(a.scorecard ?? {});
  const [scoresError, setScoresError] = useState(false);

  /** The note and the scorecard as entered; null when the scorecard is half filled. */
  function entered(): Omit<ApplicationPatch, "status"> | null {
    const given = SCORECARD_KEYS.filter((k) => scores[k] !== undefined).length;
    const incomplete = given > 0 && given < SCORECARD_KEYS.length;
    setScoresError(incomplete);
    if (incomplete) return null;
    const scorecard = given > 0 && !sameScores(scores, a.scorecard) ? (scores as Scorecard) : null;
    return {
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(scorecard ? { scorecard } : {}),
    };
  }

  // mutateAsync: the form is remounted when the application's new state arrives, and a
  // call's own callbacks would not run once it is gone; the promise settles all the same.
  function send(next: ApplicationStatus, done: string) {
    const rest = entered();
    if (!rest) return;
    review.mutateAsync({ id: a.id, patch: { status: next, ...rest } }).then(
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
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(status, "Application updated");
  }

  const facts: Array<[string, string | null]> = [
    ["Location", a.location],
    ["Skills", a.skills.join(", ") || null],
    ["Experience", a.experience == null ? null : `${a.experience} years`],
    ["Hourly rate", a.hourlyRate == null ? null : `$${a.hourlyRate}`],
    ["Availability", a.availability],
    ["Consent", `version ${a.consentVersion}, ${formatMediumDate(new Date(a.consentedAt))}`],
  ];

  return (
    <div className="mt-4 space-y-5 border-t pt-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-medium">{label}:</dt>
            <dd className="min-w-0 break-words text-muted-foreground">{value ?? "—"}</dd>
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
              className="break-all text-primary underline"
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
      <Suggestions application={a} />

      {a.reviews.length > 0 && (
        <section aria-label="Notes and scorecards" className="space-y-2">
          {a.reviews.map((r) => (
            <div key={r.id} className="rounded-md bg-muted p-3 text-sm">
              <p className="font-medium">
                {APPLICATION_STATUS_LABELS[r.status]} · {r.authorEmail ?? "Former admin"} ·{" "}
                {formatMediumDate(new Date(r.createdAt))}
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
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
          <div className="col-span-2 space-y-1 lg:col-span-1">
            <label htmlFor={statusId} className="text-sm font-medium">
              Status
            </label>
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {SCORECARD_KEYS.map((key) => (
            <div key={key} className="space-y-1">
              <label htmlFor={`${statusId}-${key}`} className="text-sm font-medium">
                {SCORECARD_LABELS[key]}
              </label>
              <NativeSelect
                id={`${statusId}-${key}`}
                value={scores[key] ?? ""}
                aria-invalid={scoresError && scores[key] === undefined}
                aria-describedby={scoresError ? scoresErrorId : undefined}
                onChange={(e) => {
                  // Read now: by the time a queued update runs, React has put the
                  // controlled select back to the old value, and the choice would be lost.
                  const chosen = e.target.value ? Number(e.target.value) : undefined;
                  setScores((s) => ({ ...s, [key]: chosen }));
                }}
              >
                <option value="">–</option>
                {SCORES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </div>
        {scoresError && (
          <p id={scoresErrorId} role="alert" className="text-sm text-destructive">
            {applicationReviewMessages.incompleteScorecard}
          </p>
        )}
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
            onClick={() => send("approved", "Application approved")}
          >
            Approve
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={review.isPending || a.status === "rejected"}
            onClick={() => send("rejected", "Application rejected")}
          >
            Reject
          </Button>
        </div>
      </form>
    </div>
  );
}
