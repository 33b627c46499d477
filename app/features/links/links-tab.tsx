/**
 * The admin dashboard's 'Shareable Links' tab: every link with its customer,
 * status, Expired badge, views and last access, and Copy Link, View, Edit and Delete.
 */
import { Copy, ExternalLink, Link2, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ShareableLink } from "#common/link.ts";
import { isExpired } from "#common/link-dates.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { useCompanyName } from "~/features/companies/company-select";
import { customerLinkUrl, useDeleteLink, useLinks } from "~/features/links/api";
import { formatShortDate } from "~/lib/format";
import { ActivityPanel } from "./activity-panel.tsx";
import { EmailNotConfiguredNotice } from "./email-notice.tsx";
import { LinkDialog } from "./link-dialog.tsx";
import { LinkSummary } from "./link-summary.tsx";

/** The same wording as the prompt before deleting a user. */
export const DELETE_LINK_PROMPT =
  "Are you sure you want to delete this shareable link? This action cannot be undone.";

export function LinksTab() {
  const links = useLinks();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ShareableLink | null>(null);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Shareable Links</CardTitle>
          <CardDescription>
            Private developer listings for customers, opened without signing in.
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)} className="self-start">
          <Plus aria-hidden="true" />
          Create Link
        </Button>
      </CardHeader>
      <CardContent>
        <EmailNotConfiguredNotice />
        {links.isLoading && (
          <div className="flex justify-center py-8">
            <Spinner label="Loading links..." />
          </div>
        )}
        {links.isError && (
          <p className="py-8 text-center text-destructive">
            The shareable links could not be loaded.
          </p>
        )}
        {links.data &&
          (links.data.length > 0 ? (
            <ul className="divide-y" aria-label="Shareable links">
              {links.data.map((link) => (
                <LinkRow key={link.id} link={link} onEdit={() => setEditing(link)} />
              ))}
            </ul>
          ) : (
            <div className="py-10 text-center">
              <Link2 className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden="true" />
              <p className="mt-3 font-medium">No shareable links yet</p>
              <p className="text-sm text-muted-foreground">
                Create one to show a customer your developers.
              </p>
            </div>
          ))}
      </CardContent>

      <LinkDialog mode="create" open={creating} onOpenChange={setCreating} />
      {editing && (
        <LinkDialog
          mode="edit"
          link={editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Card>
  );
}

function LinkRow({ link, onEdit }: { link: ShareableLink; onEdit: () => void }) {
  const remove = useDeleteLink();
  const url = customerLinkUrl(link.token);
  const companyName = useCompanyName(link.companyId);

  const copy = async () => {
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
  };

  const confirmDelete = () => {
    if (!window.confirm(DELETE_LINK_PROMPT)) return;
    remove.mutate(link.id, {
      onSuccess: () =>
        toast({ title: "Success", description: "Shareable link deleted successfully" }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to delete shareable link",
          variant: "destructive",
        }),
    });
  };

  const shortlist =
    link.shortlist.length === 0
      ? "All active developers"
      : `${link.shortlist.length} chosen ${link.shortlist.length === 1 ? "developer" : "developers"}`;

  return (
    <li
      data-testid="shareable-link"
      aria-label={link.customerName}
      className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{link.customerName}</h3>
          <Badge variant={link.isActive ? "default" : "secondary"}>
            {link.isActive ? "Active" : "Inactive"}
          </Badge>
          {isExpired(link) && <Badge variant="destructive">Expired</Badge>}
        </div>
        <p className="truncate text-sm text-muted-foreground">{link.customerEmail}</p>
        {link.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{link.description}</p>
        )}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt>Views:</dt>
            <dd className="font-medium text-foreground">{link.accessCount}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last access:</dt>
            <dd>{link.lastAccessedAt ? formatShortDate(link.lastAccessedAt) : "Never"}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Created:</dt>
            <dd>{formatShortDate(link.createdAt)}</dd>
          </div>
          {link.expiresAt && (
            <div className="flex gap-1">
              <dt>Expires:</dt>
              <dd>{formatShortDate(link.expiresAt)}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>Shows:</dt>
            <dd>{shortlist}</dd>
          </div>
          {link.companyId && (
            <div className="flex gap-1">
              <dt>Company:</dt>
              <dd>
                <Link
                  to={`/admin/companies/${encodeURIComponent(link.companyId)}`}
                  className="text-primary hover:underline"
                >
                  {companyName ?? "Open company"}
                </Link>
              </dd>
            </div>
          )}
        </dl>
        <LinkSummary summary={link.summary} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy Link
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View
          </a>
        </Button>
        <ActivityPanel link={link} />
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="destructive" size="sm" onClick={confirmDelete} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
