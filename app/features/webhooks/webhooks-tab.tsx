/**
 * The admin dashboard's 'Webhooks' tab, telling other systems about events: the subscriptions with
 * their events and format, 'Add webhook' (the secret shown once), delete, and each one's delivery
 * log (time, event, status, attempts, last error).
 */
import { ChevronDown, ChevronUp, Trash2, Webhook as WebhookIcon } from "lucide-react";
import { useState } from "react";
import { WEBHOOK_MESSAGES, type Webhook } from "#common/webhook.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { formatShortDateTime } from "~/lib/format";
import { AddWebhookDialog } from "./add-webhook-dialog.tsx";
import { useDeleteWebhook, useWebhookDeliveries, useWebhooks } from "./api.ts";

const formatTime = (iso: string) => formatShortDateTime(new Date(iso), true);

const STATUS_VARIANT = {
  delivered: "secondary",
  pending: "outline",
  failed: "destructive",
} as const;

function Deliveries({ id }: { id: string }) {
  const deliveries = useWebhookDeliveries(id, true);
  if (deliveries.isLoading) return <Spinner label="Loading deliveries..." />;
  if (deliveries.isError) {
    return <p className="text-sm text-destructive">The deliveries could not be loaded.</p>;
  }
  const rows = deliveries.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Deliveries">
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-1 pr-3 font-medium">Time</th>
            <th className="py-1 pr-3 font-medium">Event</th>
            <th className="py-1 pr-3 font-medium">Status</th>
            <th className="py-1 pr-3 font-medium">Attempts</th>
            <th className="py-1 font-medium">Error</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d, index) => (
            <tr key={`${d.at}-${index}`} className="border-t">
              <td className="whitespace-nowrap py-1 pr-3">{formatTime(d.at)}</td>
              <td className="py-1 pr-3 font-mono text-xs">{d.type}</td>
              <td className="py-1 pr-3">
                <Badge variant={STATUS_VARIANT[d.status]}>{d.status}</Badge>
              </td>
              <td className="py-1 pr-3">{d.attempts}</td>
              <td className="py-1 text-muted-foreground">{d.error ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WebhookRow({ webhook: w }: { webhook: Webhook }) {
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWebhook();
  const onDelete = () =>
    remove.mutate(w.id, {
      onSuccess: () => toast({ title: "Success", description: WEBHOOK_MESSAGES.deleted }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to delete the webhook",
          variant: "destructive",
        }),
    });
  return (
    <li className="space-y-3 py-4" data-testid="webhook" aria-label={`Webhook ${w.url}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="break-all font-mono text-sm">{w.url}</p>
          <p className="text-sm text-muted-foreground">
            {w.format === "slack" ? "Slack" : "JSON"} · added {formatTime(w.createdAt)}
          </p>
          <ul className="flex flex-wrap gap-1" aria-label="Events">
            {w.events.map((e) => (
              <li key={e}>
                <Badge variant="outline" className="font-mono text-xs font-normal">
                  {e}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showLog}
            onClick={() => setShowLog((v) => !v)}
          >
            {showLog ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            Deliveries
          </Button>
          {confirming ? (
            <>
              <Button
                variant="destructive"
                size="sm"
                onClick={onDelete}
                disabled={remove.isPending}
              >
                Delete webhook
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={`Delete webhook ${w.url}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      </div>
      {showLog && <Deliveries id={w.id} />}
    </li>
  );
}

export function WebhooksTab() {
  const webhooks = useWebhooks();
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <h2 className="text-xl font-semibold leading-none tracking-tight">Webhooks</h2>
          <CardDescription>
            Tell other systems (a CRM, Slack) when links are viewed, verdicts change, interviews are
            requested, and more.
          </CardDescription>
        </div>
        <AddWebhookDialog />
      </CardHeader>
      <CardContent>
        {webhooks.isLoading && (
          <div className="flex justify-center py-8">
            <Spinner label="Loading webhooks..." />
          </div>
        )}
        {webhooks.isError && (
          <p className="py-8 text-center text-destructive">The webhooks could not be loaded.</p>
        )}
        {webhooks.data &&
          (webhooks.data.length > 0 ? (
            <ul className="divide-y" aria-label="Webhooks">
              {webhooks.data.map((w) => (
                <WebhookRow key={w.id} webhook={w} />
              ))}
            </ul>
          ) : (
            <div className="py-10 text-center">
              <WebhookIcon className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden="true" />
              <p className="mt-3 font-medium">No webhooks</p>
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
