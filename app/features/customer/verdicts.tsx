/**
 * Verdicts on a developer: the viewer's own — one click on
 * Interested, Maybe or Not a fit saves it, a reason and a comment can follow — and the
 * colleagues' verdicts on the same link, with who gave them.
 */
import { Check, HelpCircle, ThumbsUp, X } from "lucide-react";
import { lazy, Suspense } from "react";
import { VERDICTS, type Verdict } from "#common/customer-values.ts";
import type { VerdictBody, VerdictItem } from "#common/verdict.ts";
import { buttonClass } from "~/components/plain/classes.ts";
import { Badge } from "~/components/plain/plain.tsx";
import { verdictFailed as failed } from "./verdict-failed.ts";
import { useClearVerdict, useSaveVerdict } from "./verdicts-store.ts";

export const VERDICT_LABELS: Record<Verdict, string> = {
  interested: "Interested",
  maybe: "Maybe",
  "not-a-fit": "Not a fit",
};
const VERDICT_ICONS = { interested: ThumbsUp, maybe: HelpCircle, "not-a-fit": X } as const;
/**
 * How a chosen verdict looks: 'Not a fit' chosen reads as a refusal, never as the filled
 * look 'Interested' has; an unchosen verdict is an outline button.
 */
const PRESSED_LOOK = {
  interested: "default",
  maybe: "default",
  "not-a-fit": "destructive",
} as const;
const VERDICT_BADGE = {
  interested: "default",
  maybe: "secondary",
  "not-a-fit": "outline",
} as const;

/** The viewer's own verdict among the link's: anonymous viewers of a link count as one. */
export function ownVerdict(
  verdicts: VerdictItem[] | undefined,
  developerId: string,
  viewerEmail: string | null,
): VerdictItem | undefined {
  return verdicts?.find((v) => v.developerId === developerId && v.viewerEmail === viewerEmail);
}

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return <Badge variant={VERDICT_BADGE[verdict]}>{VERDICT_LABELS[verdict]}</Badge>;
}

/** The reason and comment form (zod, react-hook-form): loaded once there is a verdict. */
const VerdictDetails = lazy(() =>
  import("./verdict-details.tsx").then((m) => ({ default: m.VerdictDetails })),
);

/**
 * Three toggle buttons; a verdict among `detailsFor` adds the reason and comment form below
 * them (the profile asks for every verdict, the listing's cards for 'Not a fit').
 */
export function VerdictButtons({
  token,
  developerId,
  developerName,
  mine,
  detailsFor = [],
}: {
  token: string;
  developerId: string;
  developerName: string;
  mine: VerdictItem | undefined;
  detailsFor?: readonly Verdict[];
}) {
  const save = useSaveVerdict(token);
  const clear = useClearVerdict(token);
  const busy = save.isPending || clear.isPending;

  const choose = (verdict: Verdict) => {
    if (mine?.verdict === verdict) {
      clear.mutate(developerId, { onError: failed });
      return;
    }
    const body: VerdictBody = { verdict };
    if (mine?.reason) body.reason = mine.reason;
    if (mine?.comment) body.comment = mine.comment;
    save.mutate({ developerId, body }, { onError: failed });
  };

  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={`Your verdict on ${developerName}`}
        className="flex flex-wrap gap-2"
      >
        {VERDICTS.map((value) => {
          const Icon = VERDICT_ICONS[value];
          const pressed = mine?.verdict === value;
          return (
            <button
              key={value}
              data-slot="button"
              className={buttonClass(pressed ? PRESSED_LOOK[value] : "outline", "sm")}
              type="button"
              aria-pressed={pressed}
              disabled={busy}
              onClick={() => choose(value)}
            >
              {pressed ? <Check aria-hidden="true" /> : <Icon aria-hidden="true" />}
              {VERDICT_LABELS[value]}
            </button>
          );
        })}
      </div>
      {mine && detailsFor.includes(mine.verdict) && (
        <Suspense fallback={null}>
          <VerdictDetails token={token} mine={mine} key={mine.updatedAt} />
        </Suspense>
      )}
    </div>
  );
}
