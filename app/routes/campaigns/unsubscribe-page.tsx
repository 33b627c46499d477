import { MailX, ShieldAlert } from "lucide-react";
import { useParams } from "react-router";
import { CAMPAIGN_MESSAGES } from "#common/campaign.ts";
import { site } from "#common/site.ts";
import { PageSpinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { useUnsubscribe, useUnsubscribeStatus } from "~/features/campaigns/unsubscribe-api";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Unsubscribe");

/**
 * /unsubscribe/{token}: reached from the footer of a campaign e-mail. Opening it changes
 * nothing (mail scanners open links); one click on the button confirms.
 */
export default function UnsubscribePage() {
  const { token = "" } = useParams();
  const status = useUnsubscribeStatus(token);
  const unsubscribe = useUnsubscribe(token);

  if (status.isLoading) return <PageSpinner label="Loading..." />;
  if (!status.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Link not valid</h1>
        <p className="mt-2 text-muted-foreground">{CAMPAIGN_MESSAGES.unsubscribeNotFound}</p>
      </div>
    );
  }
  const { email, unsubscribed } = status.data;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <MailX className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
      {unsubscribed ? (
        <>
          <h1 className="mt-4 text-2xl font-bold">You are unsubscribed</h1>
          <p className="mt-2 text-muted-foreground" role="status">
            {email} will receive no more campaign e-mails from {site.brandName}.
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold">Unsubscribe?</h1>
          <p className="mt-2 text-muted-foreground">
            Stop campaign e-mails from {site.brandName} to <strong>{email}</strong>.
          </p>
          <Button
            className="mt-8"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            Unsubscribe
          </Button>
          {unsubscribe.isError && (
            <p className="mt-4 text-destructive" role="alert">
              Something went wrong. Please try again.
            </p>
          )}
        </>
      )}
    </div>
  );
}
