/**
 * The job order's ranked matches, best first, each with its score
 * and the reasons that made it (text and points). Matches are chosen with a checkbox, then
 * added to the pipeline or sent to the customer with 'Create shortlist link'.
 */
import { useQuery } from "@tanstack/react-query";
import { Link2, Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { JobOrder, JobOrderMatch, MatchReason } from "#common/job-order.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/utils";
import { MATCH_LIMIT, matchesQuery, pipelineQuery, useMovePipelineEntry } from "./api.ts";
import { jobOrderCopy, quoteOf, reasonKindLabels, stageLabels } from "./copy.ts";
import { ShortlistDialog } from "./shortlist-dialog.tsx";

/** The best few at first: the board stays within reach below. */
const FIRST_SHOWN = 8;

function Points({ points }: { points: number }) {
  const sign = points > 0 ? "+" : points < 0 ? "−" : "±";
  return (
    <span
      className={cn(
        "inline-block w-10 shrink-0 text-right font-mono text-xs font-semibold tabular-nums",
        points > 0 && "text-green-800",
        points < 0 && "text-red-800",
        points === 0 && "text-muted-foreground",
      )}
    >
      {sign}
      {Math.abs(points)}
    </span>
  );
}

/** A reason's words; one learned from the pool carries its label, a résumé's its quote. */
function ReasonText({ reason }: { reason: MatchReason }) {
  const label = reasonKindLabels[reason.kind];
  const quoted = reason.kind === "resume-evidence" ? quoteOf(reason.text) : null;
  return (
    <span className="min-w-0 break-words">
      {label && (
        <Badge variant="outline" className="mr-1.5 px-1.5 py-0 text-[11px] font-medium">
          {label}
        </Badge>
      )}
      {quoted ? (
        <>
          {quoted.lead}:{" "}
          <q className="italic text-muted-foreground" data-testid="resume-quote">
            {quoted.quote}
          </q>
        </>
      ) : (
        reason.text
      )}
    </span>
  );
}

function Reasons({ reasons }: { reasons: MatchReason[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-label="Reasons">
      {reasons.map((reason) => (
        <li key={`${reason.kind}-${reason.text}`} className="flex gap-2" data-kind={reason.kind}>
          <Points points={reason.points} />
          <ReasonText reason={reason} />
        </li>
      ))}
    </ul>
  );
}

function ScoreBar({ score }: { score: number }) {
  return (
    <div className="flex items-center gap-2">
      <span className="text-lg font-bold tabular-nums">{score}</span>
      <span className="h-2 w-16 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span className="block h-full bg-primary" style={{ width: `${score}%` }} />
      </span>
    </div>
  );
}

function MatchItem({
  match,
  rank,
  chosen,
  onChosenChange,
  stage,
  idPrefix,
}: {
  match: JobOrderMatch;
  rank: number;
  chosen: boolean;
  onChosenChange: (chosen: boolean) => void;
  stage: string | undefined;
  /** Tells apart the same candidate's checkbox in the replacements list and the matches. */
  idPrefix: string;
}) {
  const { candidate } = match;
  const checkboxId = `match-${idPrefix}${candidate.id}`;
  return (
    <li
      className={cn("rounded-lg border p-4", chosen ? "border-primary bg-accent/50" : "bg-card")}
      data-testid="match"
      data-rank={rank}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          className="mt-1"
          checked={chosen}
          onCheckedChange={(checked) => onChosenChange(checked === true)}
          aria-label={`Choose ${candidate.fullName}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Link
                to={`/developers/${encodeURIComponent(candidate.id)}`}
                className="font-semibold hover:underline"
              >
                {candidate.fullName}
              </Link>
              <p className="text-sm text-muted-foreground">
                {candidate.title}
                {candidate.hourlyRate !== null ? ` · $${candidate.hourlyRate}/h` : ""}
                {candidate.experience !== null ? ` · ${candidate.experience} yrs` : ""}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <span className="sr-only">Score</span>
              <ScoreBar score={match.score} />
              {stage && <Badge variant="secondary">{stage}</Badge>}
            </div>
          </div>
          <Reasons reasons={match.reasons} />
        </div>
      </div>
    </li>
  );
}

/**
 * The brief's matches, or with `like` the replacements like a candidate (ranked by how like
 * them they are): the same list, choices and actions.
 */
export function MatchesPanel({
  order,
  like,
}: {
  order: JobOrder;
  like?: { candidateId: string; candidateName: string };
}) {
  const matches = useQuery(matchesQuery(order.id, MATCH_LIMIT, like?.candidateId));
  const pipeline = useQuery(pipelineQuery(order.id));
  const addToPipeline = useMovePipelineEntry(order.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [shortlistOpen, setShortlistOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);

  const stageOf = new Map(pipeline.data?.map((e) => [e.candidateId, stageLabels[e.stage]]));
  const chosenMatches = (matches.data ?? []).filter((m) => chosen.includes(m.candidate.id));
  const choose = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids.filter((i) => i !== id), id] : ids.filter((i) => i !== id)));

  const addChosen = async () => {
    const toAdd = chosenMatches.filter((m) => !stageOf.has(m.candidate.id));
    if (toAdd.length === 0) {
      toast({ title: "Already in the pipeline", description: "Every chosen match is in it." });
      return;
    }
    try {
      for (const m of toAdd) {
        await addToPipeline.mutateAsync({ candidateId: m.candidate.id, stage: "sourced" });
      }
      toast({
        title: "Added to the pipeline",
        description: `${toAdd.length} candidate${toAdd.length === 1 ? "" : "s"} sourced.`,
      });
      setChosen([]);
    } catch (error) {
      toast({
        title: "Error",
        description: error instanceof ApiError ? error.serverMessage : "Failed to add",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen.length} chosen
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={chosen.length === 0 || addToPipeline.isPending}
            onClick={addChosen}
          >
            <Plus aria-hidden="true" />
            Add to pipeline
          </Button>
          <Button
            type="button"
            size="sm"
            disabled={chosen.length === 0}
            onClick={() => setShortlistOpen(true)}
          >
            <Link2 aria-hidden="true" />
            Create shortlist link
          </Button>
        </div>
      </div>

      {matches.isLoading && <Spinner label="Finding matches..." />}
      {matches.isError && (
        <p role="alert" className="text-destructive">
          Could not load matches:{" "}
          {matches.error instanceof ApiError ? matches.error.serverMessage : matches.error.message}
        </p>
      )}
      {matches.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-10 text-center">
          <Users className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            {like ? jobOrderCopy.noReplacements : jobOrderCopy.noMatches}
          </p>
        </div>
      )}
      {matches.data && matches.data.length > 0 && (
        <ol
          className="space-y-3"
          aria-label={like ? jobOrderCopy.replacementsTitle(like.candidateName) : "Matches"}
        >
          {matches.data.slice(0, showAll ? undefined : FIRST_SHOWN).map((match, i) => (
            <MatchItem
              key={match.candidate.id}
              match={match}
              rank={i + 1}
              chosen={chosen.includes(match.candidate.id)}
              onChosenChange={(on) => choose(match.candidate.id, on)}
              stage={stageOf.get(match.candidate.id)}
              idPrefix={like ? "like-" : ""}
            />
          ))}
        </ol>
      )}
      {!showAll && (matches.data?.length ?? 0) > FIRST_SHOWN && (
        <Button type="button" variant="outline" className="w-full" onClick={() => setShowAll(true)}>
          Show all {matches.data?.length} matches
        </Button>
      )}

      <ShortlistDialog
        jobOrderId={order.id}
        customerName={order.customerName}
        chosen={chosenMatches.map((m) => m.candidate)}
        open={shortlistOpen}
        onOpenChange={setShortlistOpen}
        onCreated={() => setChosen([])}
      />
    </div>
  );
}
