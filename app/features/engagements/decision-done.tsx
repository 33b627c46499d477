/**
 * The decision page's confirmation (/engagements/decide/{token}): thanks, what happens next
 * for the decision given, and the ways on: back to the shortlist the developer came from
 * (when the engagement came from a link that still opens) and the company's address.
 */
import { ArrowLeft, CheckCircle2, Mail } from "lucide-react";
import {
  ENGAGEMENT_MESSAGES,
  ENGAGEMENT_NEXT_STEPS,
  type EngagementDecision,
} from "#common/engagement-values.ts";
import { site } from "#common/site.ts";
import { buttonClass } from "~/components/plain/classes.ts";

export function DecisionDone({
  decision,
  shortlistPath,
}: {
  decision: EngagementDecision | null;
  shortlistPath: string | null;
}) {
  const chosen = decision ?? "continue";
  return (
    <div className="text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Thank you</h1>
      <p className="mt-2 text-muted-foreground" role="status">
        {chosen === "replace"
          ? ENGAGEMENT_MESSAGES.replacementRequested
          : ENGAGEMENT_MESSAGES.continued}
      </p>
      <section aria-labelledby="next-steps" className="mt-8 rounded-lg border p-4 text-left">
        <h2 id="next-steps" className="font-semibold">
          What happens next
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{ENGAGEMENT_NEXT_STEPS[chosen]}</p>
      </section>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {/* A page load: the shortlist is the server's page for the link, not a screen of the app. */}
        {shortlistPath && (
          <a href={shortlistPath} data-slot="button" className={buttonClass()}>
            <ArrowLeft aria-hidden="true" />
            Back to your shortlist
          </a>
        )}
        <a
          href={`mailto:${site.contactEmail}`}
          data-slot="button"
          className={buttonClass(shortlistPath ? "outline" : "default")}
        >
          <Mail aria-hidden="true" />
          Email {site.contactEmail}
        </a>
      </div>
    </div>
  );
}
