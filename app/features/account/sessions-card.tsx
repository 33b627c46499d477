/** Your own sessions (browser, address, when), each but this one can be signed out. */
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { formatMediumDateTime } from "~/lib/format";
import { useRevokeSession, useSessions } from "./api.ts";

export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-none tracking-tight">Sessions</h2>
        <CardDescription>
          Where you are signed in. Sign out any you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isLoading ? (
          <Spinner />
        ) : (
          <ul className="divide-y" aria-label="Your sessions">
            {(sessions.data ?? []).map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">
                    {s.userAgent ?? "Unknown browser"}{" "}
                    {s.current && <Badge variant="secondary">This session</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {s.ip ?? "Unknown address"} · signed in{" "}
                    {formatMediumDateTime(new Date(s.createdAt))} · last seen{" "}
                    {formatMediumDateTime(new Date(s.lastSeenAt))}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(s.id)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
