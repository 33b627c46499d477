/**
 * The header's signed-in parts: extra links and the user's name with Sign Out. Loaded only
 * when a session may exist, so visitors' pages never load TanStack Query.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { NavEntry } from "~/components/nav-entry";
import type { NavItem } from "~/components/navigation";
import { Button } from "~/components/ui/button";
import { displayName, useAuth, useExternalSignInWelcome, useLogout } from "~/features/auth/api";
import { queryClient } from "~/lib/query-client";

function sessionNavItems(isAuthenticated: boolean, isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [];
  if (isAuthenticated) items.push({ label: "Developers", to: "/developers" });
  if (isAdmin) items.push({ label: "Admin Dashboard", to: "/admin" });
  if (isAuthenticated) items.push({ label: "Account", to: "/account" });
  return items;
}

function NavItemsInner(props: { vertical?: boolean; onNavigate?: () => void }) {
  const { isAuthenticated, isAdmin } = useAuth();
  return sessionNavItems(isAuthenticated, isAdmin).map((item) => (
    <NavEntry key={item.to} item={item} {...props} />
  ));
}

export function SessionNavItems(props: { vertical?: boolean; onNavigate?: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NavItemsInner {...props} />
    </QueryClientProvider>
  );
}

interface UserAreaProps {
  vertical?: boolean;
  signIn: React.ReactNode;
  onNavigate?: () => void;
}

function UserAreaInner({ vertical, signIn, onNavigate }: UserAreaProps) {
  const { user, isLoading } = useAuth();
  const logout = useLogout();
  useExternalSignInWelcome(user);
  if (isLoading) return null;
  if (!user) return signIn;
  return (
    <div className={vertical ? "flex flex-col items-start gap-2" : "flex items-center gap-2"}>
      <span className="text-sm font-medium" data-testid="header-user">
        {displayName(user)}
        {user.isAdmin && <span className="ml-1 text-primary">(Admin)</span>}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => logout.mutate(undefined, { onSuccess: onNavigate })}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" />
        {logout.isPending ? "Signing Out..." : "Sign Out"}
      </Button>
    </div>
  );
}

export function SessionUserArea(props: UserAreaProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserAreaInner {...props} />
    </QueryClientProvider>
  );
}
