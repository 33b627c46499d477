/**
 * 'Create shortlist link': one call makes a link for the job order's customer with the
 * chosen matches (POST …/shortlist), which also puts them in the pipeline at Shortlisted.
 * The dialog then shows the link's URL to copy and send.
 */
import { Copy, ExternalLink, Link2 } from "lucide-react";
import { useId, useState } from "react";
import { SHORTLIST_LINK_DEFAULTS } from "#common/job-order-values.ts";
import type { ShareableLink } from "#common/link.ts";
import { expiryDateToIso } from "#common/link-dates.ts";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/components/ui/use-toast";
import { customerLinkUrl } from "~/features/links/api";
import {
  ALLOW_RESUME_DOWNLOAD,
  type LinkSwitch,
  SHOW_CONTACT,
  SHOW_RATES,
} from "~/features/links/link-switches.ts";
import { ApiError } from "~/lib/api";
import { useCreateShortlist } from "./api.ts";

export function ShortlistDialog({
  jobOrderId,
  customerName,
  chosen,
  open,
  onOpenChange,
  onCreated,
}: {
  jobOrderId: string;
  customerName: string;
  chosen: Array<{ id: string; fullName: string }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const [link, setLink] = useState<ShareableLink | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setLink(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{link ? "Shortlist link created" : "Create shortlist link"}</DialogTitle>
          <DialogDescription>
            {link
              ? `Send this link to ${customerName}. The candidates are now shortlisted.`
              : `A link for ${customerName} with ${chosen.length} candidate${chosen.length === 1 ? "" : "s"}.`}
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <CreatedLink link={link} onDone={() => onOpenChange(false)} />
        ) : (
          <ShortlistForm
            jobOrderId={jobOrderId}
            chosen={chosen}
            onCancel={() => onOpenChange(false)}
            onCreated={(created) => {
              setLink(created);
              onCreated();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShortlistForm({
  jobOrderId,
  chosen,
  onCancel,
  onCreated,
}: {
  jobOrderId: string;
  chosen: Array<{ id: string; fullName: string }>;
  onCancel: () => void;
  onCreated: (link: ShareableLink) => void;
}) {
  const expiresId = useId();
  const requireId = useId();
  const [expiresOn, setExpiresOn] = useState("");
  const [requireEmail, setRequireEmail] = useState(false);
  const [shows, setShows] = useState<Record<ShortlistSwitch, boolean>>({
    ...SHORTLIST_LINK_DEFAULTS,
  });
  const create = useCreateShortlist(jobOrderId);

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          {
            candidateIds: chosen.map((c) => c.id),
            expiresAt: expiresOn ? expiryDateToIso(expiresOn) : null,
            requireEmail,
            ...shows,
          },
          {
            onSuccess: (link) => {
              toast({ title: "Success", description: "Shortlist link created" });
              onCreated(link);
            },
            onError: (error) =>
              toast({
                title: "Error",
                description:
                  error instanceof ApiError ? error.serverMessage : "Failed to create the link",
                variant: "destructive",
              }),
          },
        );
      }}
    >
      <ul className="list-inside list-disc text-sm" aria-label="Chosen candidates">
        {chosen.map((c) => (
          <li key={c.id}>{c.fullName}</li>
        ))}
      </ul>
      <div className="space-y-2">
        <Label htmlFor={expiresId}>Expires on (optional)</Label>
        <Input
          id={expiresId}
          type="date"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={requireId}
          checked={requireEmail}
          onCheckedChange={(checked) => setRequireEmail(checked === true)}
        />
        <Label htmlFor={requireId}>Viewers verify their e-mail first</Label>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">What the customer sees</legend>
        {shortlistSwitches.map((s) => (
          <SwitchRow
            key={s.name}
            item={s}
            checked={shows[s.name]}
            onChange={(checked) => setShows((was) => ({ ...was, [s.name]: checked }))}
          />
        ))}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || chosen.length === 0}>
          <Link2 aria-hidden="true" />
          {create.isPending ? "Creating..." : "Create link"}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ShortlistSwitch = keyof typeof SHORTLIST_LINK_DEFAULTS;
const shortlistSwitches = [SHOW_CONTACT, SHOW_RATES, ALLOW_RESUME_DOWNLOAD];

function SwitchRow({
  item,
  checked,
  onChange,
}: {
  item: LinkSwitch;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const helpId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{item.label}</Label>
        <p id={helpId} className="text-sm text-muted-foreground">
          {item.help}
        </p>
      </div>
      <Switch id={id} aria-describedby={helpId} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function CreatedLink({ link, onDone }: { link: ShareableLink; onDone: () => void }) {
  const urlId = useId();
  const url = customerLinkUrl(link.token);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={urlId}>Link URL</Label>
        <div className="flex gap-2">
          <Input
            id={urlId}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="shortlist-url"
          />
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
                toast({ title: "Success", description: "Link copied to clipboard" });
              } catch {
                toast({
                  title: "Error",
                  description: "Failed to copy link to clipboard",
                  variant: "destructive",
                });
              }
            }}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>
      <DialogFooter>
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Open link
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
