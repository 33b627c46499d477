/**
 * The auth feature's queries: the current user, the external sign-in
 * offer and sign-out. Sign-in and sign-up are /auth's forms (./sign-in-calls.ts): they
 * finish with a load of the home page, which reads the new session.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { CurrentUser } from "#common/auth.ts";
import { WELCOME_PARAM } from "#common/auth-values.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import { toast } from "~/components/ui/use-toast";
import { getQueryFn } from "~/lib/api";
import { call, keyOf, readOf } from "~/lib/endpoint-client";
import { useSessionHint } from "./session-hint.ts";
import { failureText, welcomeBack } from "./sign-in-calls.ts";

export const currentUserQueryKey = keyOf(endpoints.currentUser);

/**
 * The signed-in user; a 401 or any other failure means "no user". Visitors
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

export const authProvidersKey = keyOf(endpoints.providers);

/** Which external sign-in the server offers (none unless OIDC is configured). */
export const authProvidersQuery = () => readOf(endpoints.providers);
export const useAuthProviders = () => useQuery(authProvidersQuery());

export { failureText };

/**
 * A successful external sign-in lands on /?welcome=1 (EXTERNAL_SIGN_IN_LANDING): once the
 * user is known, greet them as the sign-in form does and drop the marker from the address.
 */
export function useExternalSignInWelcome(user: CurrentUser | null | undefined) {
  const [params, setParams] = useSearchParams();
  const welcome = params.get(WELCOME_PARAM) === "1";
  useEffect(() => {
    if (!welcome || !user) return;
    welcomeBack(user);
    setParams(
      (next) => {
        next.delete(WELCOME_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [welcome, user, setParams]);
}

/** Sign out: the server ends the session; all cached data is cleared for whoever comes next. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(endpoints.logout),
    onSuccess: async () => {
      // Home first: a guarded screen left signed in would otherwise see the session go and
      // send the visitor to sign in again (/auth?next=…) instead.
      await navigate("/");
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
      toast({ title: "Signed out", description: "You have been signed out successfully" });
    },
    onError: (error: Error) => {
      toast({ title: "Sign out failed", description: failureText(error), variant: "destructive" });
    },
  });
}
