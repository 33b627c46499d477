/**
 * 'Add webhook': the URL, the format (JSON signed as Standard Webhooks, or Slack) and the
 * events. Once added, the dialog shows the signing secret, the only time it is shown.
 */
import { Copy, Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type CreatedWebhook,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookEvent,
  type WebhookFormat,
} from "#common/webhook.ts";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useCreateWebhook } from "./api.ts";

export function AddWebhookDialog() {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [format, setFormat] = useState<WebhookFormat>("json");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const create = useCreateWebhook();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setUrl("");
      setFormat("json");
      setEvents([...WEBHOOK_EVENTS]);
      setError(null);
      setCreated(null);
    }
  };

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) =>
      on
        ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e))
        : current.filter((e) => e !== event),
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (events.length === 0) {
      setError(WEBHOOK_MESSAGES.noEvents);
      return;
    }
    setError(null);
    create.mutate(
      { url: url.trim(), events, format },
      {
        onSuccess: (webhook) => {
          setCreated(webhook);
          toast({ title: "Success", description: WEBHOOK_MESSAGES.created });
        },
        onError: (err) => setError(err instanceof ApiError ? err.serverMessage : String(err)),
      },
    );
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      toast({ title: "Copied", description: "The secret is on the clipboard." });
    } catch {
      toast({ title: "Copy it by hand", description: "The clipboard is not available here." });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add webhook
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Webhook added</DialogTitle>
              <DialogDescription>{WEBHOOK_MESSAGES.secretOnce}</DialogDescription>
            </DialogHeader>
            <div className="space-y-2">
              <Label htmlFor={`${ids}-secret`}>Signing secret</Label>
              <div className="flex gap-2">
                <Input
                  id={`${ids}-secret`}
                  readOnly
                  value={created.secret}
                  className="font-mono text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button type="button" variant="outline" onClick={copy} aria-label="Copy the secret">
                  <Copy aria-hidden="true" />
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">
                {created.format === "slack"
                  ? "Slack deliveries carry { text } and the same signature headers."
                  : "Verify each delivery's webhook-signature header with it (Standard Webhooks)."}
              </p>
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Add webhook</DialogTitle>
              <DialogDescription>
                Another system is told about the chosen events with a POST to this URL.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={submit} className="space-y-4" noValidate>
              <div className="space-y-2">
                <Label htmlFor={`${ids}-url`}>URL</Label>
                <Input
                  id={`${ids}-url`}
                  type="url"
                  inputMode="url"
                  placeholder="https://hooks.example.com/talent"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  required
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${ids}-format`}>Format</Label>
                <NativeSelect
                  id={`${ids}-format`}
                  value={format}
                  onChange={(e) => setFormat(e.target.value as WebhookFormat)}
                >
                  <option value="json">JSON (signed, Standard Webhooks)</option>
                  <option value="slack">Slack incoming webhook</option>
                </NativeSelect>
              </div>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">Events</legend>
                {WEBHOOK_EVENTS.map((event) => (
                  <div key={event} className="flex items-start gap-2">
                    <Checkbox
                      id={`${ids}-${event}`}
                      checked={events.includes(event)}
                      onCheckedChange={(on) => toggle(event, on === true)}
                      className="mt-0.5"
                    />
                    <Label htmlFor={`${ids}-${event}`} className="font-normal leading-snug">
                      <span className="font-mono text-xs">{event}</span>
                      <span className="block text-muted-foreground">
                        {WEBHOOK_EVENT_LABELS[event]}
                      </span>
                    </Label>
                  </div>
                ))}
              </fieldset>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <DialogFooter>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? "Adding..." : "Add webhook"}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
