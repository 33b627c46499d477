import { Check, KeyRound, Pencil, Shield, ShieldOff, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { AdminUser } from "#common/auth.ts";
import { type PoolAccessMode, poolAccessDenied } from "#common/auth-values.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Hint } from "~/components/ui/tooltip";
import { useAuth, useAuthProviders } from "~/features/auth/api";
import {
  DELETE_USER_PROMPT,
  useApproveUser,
  useDeleteUser,
  useSetPrivileges,
  useUsers,
} from "~/features/users/api";
import { formatShortDate } from "~/lib/format";
import { useDeferredData } from "~/lib/use-deferred-data";

/** The Edit User forms, their schemas and zod load with the first Edit, not with /admin. */
const EditUserDialog = lazy(() =>
  import("./edit-user-dialog.tsx").then((m) => ({ default: m.EditUserDialog })),
);

/** Why the only admin's "Remove Admin" is disabled (the server refuses it too). */
const LAST_ADMIN_HINT = "The last admin keeps admin privileges";

const fullName = (user: AdminUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

function UserRow({
  user,
  isSelf,
  isLastAdmin,
  providerName,
  poolAccess,
  onEdit,
}: {
  user: AdminUser;
  providerName: string | undefined;
  isSelf: boolean;
  isLastAdmin: boolean;
  poolAccess: PoolAccessMode;
  onEdit: () => void;
}) {
  const setPrivileges = useSetPrivileges();
  const approve = useApproveUser();
  const standing = poolAccessDenied(user, poolAccess);
  const deleteUser = useDeleteUser();
  const name = fullName(user);
  return (
    <li
      className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between"
      data-testid="user-row"
      data-email={user.email}
    >
      <div className="min-w-0">
        <p className="font-medium">
          {name}
          {isSelf && <span className="ml-1 text-sm text-muted-foreground">(You)</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge variant={user.isAdmin ? "default" : "secondary"}>
            {user.isAdmin ? "Admin" : "User"}
          </Badge>
          <Badge variant="outline">
            <KeyRound className="mr-1 h-3 w-3" aria-hidden="true" />
            {user.hasPassword ? "Password Set" : "No Password"}
          </Badge>
          {user.authProvider !== "manual" && (
            <Badge variant="outline">
              {providerName ? `External Login (${providerName})` : "External Login"}
            </Badge>
          )}
          {standing === "email-unverified" && <Badge variant="outline">E-mail not confirmed</Badge>}
          {standing === "awaiting-approval" && (
            <Badge variant="secondary">Waiting for approval</Badge>
          )}
          <span className="text-xs text-muted-foreground">
            Joined {formatShortDate(user.createdAt)}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {standing === "awaiting-approval" && (
          <Button
            size="sm"
            disabled={approve.isPending}
            aria-label={`Approve ${name}`}
            onClick={() => approve.mutate(user.id)}
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Hint hint={user.isAdmin && isLastAdmin ? LAST_ADMIN_HINT : undefined}>
          <Button
            variant="outline"
            size="sm"
            disabled={setPrivileges.isPending || (user.isAdmin && isLastAdmin)}
            onClick={() => setPrivileges.mutate({ id: user.id, isAdmin: !user.isAdmin })}
          >
            {user.isAdmin ? <ShieldOff aria-hidden="true" /> : <Shield aria-hidden="true" />}
            {user.isAdmin ? "Remove Admin" : "Make Admin"}
          </Button>
        </Hint>
        {!isSelf && (
          <Button
            variant="destructive"
            size="sm"
            disabled={deleteUser.isPending}
            aria-label={`Delete ${name}`}
            onClick={() => {
              if (window.confirm(DELETE_USER_PROMPT)) deleteUser.mutate(user.id);
            }}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** 'User Management': every user with Edit, Make/Remove Admin and Delete. */
export function UsersTab() {
  const { user: me } = useAuth();
  const query = useUsers();
  // The list renders at transition priority: a long one does not hold up the page.
  const users = { ...useDeferredData(query), isError: query.isError };
  const providers = useAuthProviders();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [editedOnce, setEditedOnce] = useState(false);
  const adminCount = users.data?.filter((u) => u.isAdmin).length ?? 0;
  const poolAccess = providers.data?.poolAccess ?? "verified";
  const waiting =
    users.data?.filter((u) => poolAccessDenied(u, poolAccess) === "awaiting-approval").length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>
          Create users, change their details and passwords, grant or revoke admin rights.
          {waiting > 0 && (
            <strong className="mt-1 block text-foreground" role="status">
              {waiting === 1
                ? "1 account is waiting for approval."
                : `${waiting} accounts are waiting for approval.`}
            </strong>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.isLoading && (
          <div className="flex justify-center py-8">
            <Spinner label="Loading users..." />
          </div>
        )}
        {users.isError && (
          <p className="py-8 text-center text-destructive">The users could not be loaded.</p>
        )}
        {users.data && (
          <ul className="divide-y">
            {users.data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                isLastAdmin={adminCount <= 1}
                providerName={providers.data?.oidc?.name}
                poolAccess={poolAccess}
                onEdit={() => {
                  setEditing(user);
                  setEditedOnce(true);
                }}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {/* Mounted from the first Edit on, so that closing it keeps its animation. */}
      {(editing || editedOnce) && (
        <Suspense fallback={null}>
          <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
