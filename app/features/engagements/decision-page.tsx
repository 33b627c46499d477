/**
 * The customer's decision on the trial (/engagements/decide/{token}):
 * continue with the developer or ask for a free replacement, with a 1–5 rating and a
 * comment. Public (the e-mailed token is the key), never indexed, one column on a phone.
 * Opening the page changes nothing; only the button sends the decision.
 */
import { useQuery } from "@tanstack/react-query";
import { RefreshCw, ShieldAlert, Star } from "lucide-react";
import { useId, useState } from "react";
import {
  ENGAGEMENT_LIMITS,
  ENGAGEMENT_MESSAGES,
  type EngagementDecision,
} from "#common/engagement-values.ts";
import { site } from "#common/site.ts";
import { PageSpinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/utils";
import { decisionQuery, useDecide } from "./api.ts";
import { formatDay } from "./copy.ts";
import { DecisionDone } from "./decision-done.tsx";

const choices: Array<{ value: EngagementDecision; title: string; text: string }> = [
  {
    value: "continue",
    title: "Continue",
    text: "Keep working together after the trial.",
  },
  {
    value: "replace",
    title: "Free replacement",
    text: "We find you another developer at no extra cost.",
  },
];

function RatingInput({ value, onChange }: { value: number | null; onChange: (v: number) => void }) {
  const { min, max } = ENGAGEMENT_LIMITS.rating;
  const stars = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <fieldset>
      <legend className="text-sm font-medium">How would you rate the developer? (optional)</legend>
      <div className="mt-2 flex gap-1">
        {stars.map((n) => (
          <label
            key={n}
            className="relative flex h-12 w-12 items-center justify-center rounded-md border has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} out of ${max}`}
              className="absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-md"
            />
            <Star
              className={cn(
                "h-6 w-6",
                value !== null && n <= value
                  ? "fill-amber-400 text-amber-500"
                  : "text-muted-foreground",
              )}
              aria-hidden="true"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DecisionPage({ token }: { token: string }) {
  const view = useQuery(decisionQuery(token));
  const decide = useDecide(token);
  const commentId = useId();
  const [decision, setDecision] = useState<EngagementDecision | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");

  if (view.isLoading) return <PageSpinner label="Loading..." />;
  if (!view.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Link not valid</h1>
        <p className="mt-2 text-muted-foreground">
          {view.error instanceof ApiError && view.error.status === 404
            ? ENGAGEMENT_MESSAGES.tokenNotFound
            : "Something went wrong. Please try again."}
        </p>
      </div>
    );
  }

  const data = view.data;
  if (decide.isSuccess || data.decided) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <DecisionDone
          decision={decide.data?.decision ?? data.decision}
          shortlistPath={data.shortlistPath}
        />
      </div>
    );
  }
  if (data.trialOver) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">The trial has ended</h1>
        <p className="mt-2 text-muted-foreground">
          {ENGAGEMENT_MESSAGES.trialOver} ({site.contactEmail})
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">How is {data.candidateName} working out?</h1>
      <p className="mt-2 text-muted-foreground">
        Hello {data.customerName}, the 7-day risk-free trial ({data.jobOrderTitle}) ends on{" "}
        <time dateTime={data.trialEndsAt}>{formatDay(data.trialEndsAt)}</time>. Tell us how it went:
        continue, or get a free replacement.
      </p>
      <form
        className="mt-8 space-y-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (!decision) return;
          decide.mutate({ decision, rating, comment: comment.trim() || null });
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium">Your decision</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {choices.map((choice) => (
              <label
                key={choice.value}
                className={cn(
                  "flex min-h-20 cursor-pointer gap-3 rounded-lg border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  decision === choice.value && "border-primary bg-accent",
                )}
              >
                <input
                  type="radio"
                  name="decision"
                  value={choice.value}
                  checked={decision === choice.value}
                  onChange={() => setDecision(choice.value)}
                  className="mt-1 h-4 w-4 accent-primary"
                />
                <span>
                  <span className="flex items-center gap-1 font-semibold">
                    {choice.value === "replace" && (
                      <RefreshCw className="h-4 w-4" aria-hidden="true" />
                    )}
                    {choice.title}
                  </span>
                  <span className="block text-sm text-muted-foreground">{choice.text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <RatingInput value={rating} onChange={setRating} />
        <div className="space-y-1">
          <Label htmlFor={commentId}>Comment (optional)</Label>
          <Textarea
            id={commentId}
            rows={4}
            maxLength={ENGAGEMENT_LIMITS.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
        {decide.isError && (
          <p role="alert" className="text-destructive">
            {decide.error instanceof ApiError
              ? decide.error.serverMessage
              : "Something went wrong. Please try again."}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={!decision || decide.isPending}
        >
          Send my decision
        </Button>
      </form>
    </div>
  );
}
