import { useId, useState } from "react";
import type { PipelineEntry } from "#common/job-order.ts";
import type { PipelineStage } from "#common/job-order-values.ts";
import { cn } from "~/lib/utils";
import { jobOrderCopy, stageLabels } from "./copy.ts";

/** What a dragged card carries: its candidate's id. */
export const DRAG_TYPE = "application/x-pipeline-candidate";

/** One stage of the board: its heading with the count, a drop target for dragged cards. */
export function StageColumn({
  stage,
  entries,
  children,
  onDropCandidate,
}: {
  stage: PipelineStage;
  entries: PipelineEntry[];
  children: React.ReactNode;
  onDropCandidate: (candidateId: string) => void;
}) {
  const headingId = useId();
  const [over, setOver] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      data-stage={stage}
      // Focus lands here when a card of this column is removed.
      tabIndex={-1}
      className={cn(
        // Narrower than 1280 px a column is most of a phone's width (the next one peeks in)
        // and the row scrolls a column at a time; from 1280 px the grid gives each a seventh.
        "flex w-[min(16rem,78vw)] shrink-0 snap-start flex-col rounded-lg border bg-muted/40 p-1.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring xl:w-auto xl:min-w-0",
        over && "border-primary bg-accent",
      )}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const candidateId = e.dataTransfer.getData(DRAG_TYPE);
        if (!candidateId) return;
        e.preventDefault();
        onDropCandidate(candidateId);
      }}
    >
      <h3
        id={headingId}
        className="flex items-start justify-between gap-1 px-1 pb-2 text-sm font-semibold leading-5"
      >
        {stageLabels[stage]}
        <span className="shrink-0 rounded-full bg-background px-2 text-xs font-medium leading-5 text-muted-foreground">
          {entries.length}
        </span>
      </h3>
      {entries.length === 0 ? (
        <p className="px-1 pb-2 text-sm text-muted-foreground">{jobOrderCopy.emptyStage}</p>
      ) : (
        <ul className="space-y-2" aria-label={stageLabels[stage]}>
          {children}
        </ul>
      )}
    </section>
  );
}
