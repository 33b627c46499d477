/**
 * A started campaign: the progress bar of sent and failed out of all recipients (polled
 * while sending), and each recipient with its status and the mail server's error.
 */
import type { Campaign, RecipientStatus } from "#common/campaign.ts";
import { Spinner } from "~/components/spinner";
import { Progress } from "~/components/ui/progress";
import { useRecipients } from "./api.ts";
import { recipientStatusLabels } from "./copy.ts";

export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { total, sent, failed, queued, unsubscribed } = campaign.stats;
  const done = total === 0 ? 100 : Math.round(((sent + failed) / total) * 100);
  return (
    <section className="space-y-3" aria-labelledby="campaign-progress-title">
      <h2 id="campaign-progress-title" className="text-lg font-semibold">
        Progress
      </h2>
      <Progress
        value={done}
        aria-label="Sending progress"
        aria-valuetext={`${sent} sent, ${failed} failed of ${total}`}
      />
      <p className="text-sm" data-testid="campaign-progress">
        <strong>{sent} sent</strong> · {failed} failed · {queued} waiting · {total} total
        {unsubscribed > 0 && ` · ${unsubscribed} unsubscribed`}
      </p>
    </section>
  );
}

const statusTone: Record<RecipientStatus, string> = {
  queued: "text-muted-foreground",
  sent: "text-green-700 dark:text-green-400",
  failed: "text-destructive",
};

export function RecipientTable({ campaign }: { campaign: Campaign }) {
  const recipients = useRecipients(campaign);
  const started = campaign.status !== "draft" && campaign.status !== "scheduled";
  return (
    <section className="space-y-3" aria-labelledby="campaign-recipients-title">
      <h2 id="campaign-recipients-title" className="text-lg font-semibold">
        Recipients
      </h2>
      {!started && (
        <p className="text-sm text-muted-foreground">
          Who would receive it now; unsubscribed addresses are left out.
        </p>
      )}
      {recipients.isLoading && <Spinner label="Loading recipients..." />}
      {recipients.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No recipients.</p>
      )}
      {recipients.data && recipients.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Name
                </th>
                {started && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                )}
                {started && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    Error
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {recipients.data.map((r) => (
                <tr key={r.email} className="border-t">
                  <td className="px-3 py-2 break-all">{r.email}</td>
                  <td className="px-3 py-2">{`${r.firstName} ${r.lastName}`.trim()}</td>
                  {started && (
                    <td className={`px-3 py-2 ${r.status ? statusTone[r.status] : ""}`}>
                      {r.status ? recipientStatusLabels[r.status] : ""}
                    </td>
                  )}
                  {started && <td className="px-3 py-2 break-words">{r.error ?? ""}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
