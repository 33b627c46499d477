/**
 * A link's people in its activity panel: who accepted its
 * agreement (name, e-mail, when, and a short hash of the text, so an admin can tell which
 * version), and every address seen on it with "Remove access" (asked to confirm first) or,
 * for a removed one, "Allow again".
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { useState } from "react";
import { shortHash } from "#common/agreement-values.ts";
import { linkEndpoints } from "#common/endpoints/links.ts";
import type { LinkActivity } from "#common/link-activity.ts";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { call } from "~/lib/endpoint-client";
import { formatDateTime } from "./link-summary.tsx";
import { linkActivityQueryKey } from "./workspace-api.ts";

function useViewerAccess(linkId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, allow }: { email: string; allow: boolean }) =>
      call(allow ? linkEndpoints.allowViewer : linkEndpoints.removeViewer, {
        params: { linkId, email },
      }),
    onSuccess: (_data, { email, allow }) => {
      toast({ title: allow ? `${email} may open this link again` : `${email} was removed` });
      return client.invalidateQueries({ queryKey: linkActivityQueryKey(linkId) });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: error instanceof ApiError ? error.serverMessage : error.message,
        variant: "destructive",
      }),
  });
}

export function LinkAgreements({ agreements }: { agreements: LinkActivity["agreements"] }) {
  return (
    <section aria-labelledby="activity-agreements" className="space-y-3">
      <h3 id="activity-agreements" className="font-semibold">
        Agreements
      </h3>
      {agreements.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has accepted an agreement yet.</p>
      ) : (
        <ul className="space-y-2" data-testid="agreement-list">
          {agreements.map((a) => (
            <li key={`${a.at}-${a.email}`} className="rounded-md border p-3 text-sm">
              <p>
                <span className="font-medium">{a.name}</span>{" "}
                <span className="break-all text-muted-foreground">{a.email}</span>
              </p>
              <p className="mt-1 text-muted-foreground">
                Accepted {formatDateTime(a.at)} · text{" "}
                <code title={a.textSha256} className="font-mono">
                  {shortHash(a.textSha256)}
                </code>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ViewerRow({
  linkId,
  viewer,
}: {
  linkId: string;
  viewer: LinkActivity["viewers"][number];
}) {
  const access = useViewerAccess(linkId);
  const [asking, setAsking] = useState(false);
  const removed = viewer.removedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span className="min-w-0 break-all">
        <span className="font-medium">{viewer.email}</span>
        {removed && (
          <span className="ml-2 text-muted-foreground">
            removed {formatDateTime(viewer.removedAt!)}
          </span>
        )}
      </span>
      {removed ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={access.isPending}
          onClick={() => access.mutate({ email: viewer.email, allow: true })}
          aria-label={`Allow ${viewer.email} again`}
        >
          Allow again
        </Button>
      ) : asking ? (
        <span
          className="inline-flex flex-wrap items-center gap-2"
          role="group"
          aria-label={`Confirm removing ${viewer.email}`}
        >
          <span className="text-destructive">Their sessions end now.</span>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            disabled={access.isPending}
            onClick={() =>
              access.mutate(
                { email: viewer.email, allow: false },
                { onSettled: () => setAsking(false) },
              )
            }
          >
            Remove
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </span>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setAsking(true)}
          aria-label={`Remove access for ${viewer.email}`}
        >
          <UserX aria-hidden="true" />
          Remove access
        </Button>
      )}
    </li>
  );
}

export function LinkViewers({
  linkId,
  viewers,
}: {
  linkId: string;
  viewers: LinkActivity["viewers"];
}) {
  return (
    <section aria-labelledby="activity-viewers" className="space-y-1">
      <h3 id="activity-viewers" className="font-semibold">
        Viewers
      </h3>
      {viewers.length === 0 ? (
        <p className="text-sm text-muted-foreground">No viewer has given an e-mail address yet.</p>
      ) : (
        <ul className="divide-y" data-testid="viewer-list">
          {viewers.map((v) => (
            <ViewerRow key={v.email} linkId={linkId} viewer={v} />
          ))}
        </ul>
      )}
    </section>
  );
}
