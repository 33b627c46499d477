import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../common/auth.ts";
import { getQueryFn } from "./api.ts";
import { useSessionHint } from "./session-hint.ts";

export const currentUserQueryKey = ["/api/auth/user"] as const;

/**
 * The signed-in user; a 401 or any other failure means "no user" (spec §7). Visitors
 * without a session cookie are known to be signed out without asking the server.
 */
export function useAuth() {
  const mayBeSignedIn = useSessionHint();
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: async (ctx) => {
      try {
        return await getQueryFn<CurrentUser | null>({ on401: "returnNull" })(ctx);
      } catch {
        return null;
      }
    },
    enabled: mayBeSignedIn,
  });
  return { user: data ?? null, isLoading, isAuthenticated: !!data, isAdmin: !!data?.isAdmin };
}

/** The name the header shows: first name, or the email when there is none. */
export function displayName(user: Pick<CurrentUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}
