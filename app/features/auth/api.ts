/**
 * The auth feature's calls (spec §4, §7, §8): the current user, the external sign-in
 * offer, and the sign-in, sign-up and sign-out mutations. On sign-in the user is stored in
 * the current-user query, a toast greets them and the app goes to /.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  type AuthProviders,
  type CurrentUser,
  type LoginInput,
  type LoginResponse,
  type RegisterInput,
  WELCOME_PARAM,
} from "#common/auth.ts";
import { toast } from "~/components/ui/use-toast";
import { site } from "~/config/site";
import { ApiError, apiJson, apiRequest, getQueryFn } from "~/lib/api";
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

export const authProvidersKey = ["/api/auth/providers"] as const;

/** Which external sign-in the server offers (none unless OIDC is configured). */
export function useAuthProviders() {
  return useQuery<AuthProviders>({ queryKey: authProvidersKey });
}

/** The words of a failed call: the server's message rather than its raw JSON body. */
export function failureText(error: Error): string {
  return error instanceof ApiError ? error.serverMessage : error.message;
}

function fullName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

function welcomeBack(user: CurrentUser) {
  toast({ title: "Welcome back!", description: `Signed in as ${fullName(user)}.` });
}

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

/** After the last sign-in step: store the user, go home, greet. */
export function useFinishSignIn() {
  const signedIn = useSignedIn();
  return (user: CurrentUser) => {
    signedIn(user);
    welcomeBack(user);
  };
}

function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: CurrentUser) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    navigate("/");
  };
}

/** The code step of sign-in; on success the user is signed in like the password step. */
export function useLoginMfa(onSignedIn: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<CurrentUser>("POST", "/api/auth/login/mfa", { code }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      onSignedIn(user);
    },
  });
}

/** Signs in, or answers `{ mfaRequired }`: the form then asks for the second factor. */
export function useLogin() {
  const finish = useFinishSignIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<LoginResponse>("POST", "/api/auth/login", input),
    onSuccess: (result) => {
      if (!("mfaRequired" in result)) finish(result);
    },
    onError: (error: Error) => {
      toast({ title: "Sign in failed", description: failureText(error), variant: "destructive" });
    },
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<CurrentUser>("POST", "/api/auth/register", input),
    onSuccess: (user) => {
      signedIn(user);
      toast({
        title: "Account created!",
        description: `Welcome to ${site.brandName}, ${user.firstName ?? user.email}!`,
      });
    },
    onError: (error: Error) => {
      toast({
        title: "Registration failed",
        description: failureText(error),
        variant: "destructive",
      });
    },
  });
}

/** Sign out: the server ends the session; all cached data is cleared (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
      navigate("/");
      toast({ title: "Signed out", description: "You have been signed out successfully" });
    },
    onError: (error: Error) => {
      toast({ title: "Sign out failed", description: failureText(error), variant: "destructive" });
    },
  });
}
