/**
 * The account page's calls (product-extensions §3): own password, own sessions, two-factor
 * sign-in. The second step of a password sign-in is auth's (features/auth/api.ts).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccountPasswordInput,
  AccountSession,
  MfaDisableInput,
  MfaSetup,
  MfaStatus,
  RecoveryCodes,
} from "#common/account.ts";
import { toast } from "~/components/ui/use-toast";
import { failureText } from "~/features/auth/api";
import { apiJson, apiRequest } from "~/lib/api";

export const sessionsKey = ["/api/account/sessions"] as const;
export const mfaKey = ["/api/account/mfa"] as const;

const failed = (title: string) => (error: Error) =>
  toast({ title, description: failureText(error), variant: "destructive" });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountPasswordInput) => apiRequest("PUT", "/api/account/password", input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({ title: "Password changed", description: "Your other sessions were signed out." });
    },
  });
}

export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: () => apiJson<AccountSession[]>("GET", "/api/account/sessions"),
  });
export const useSessions = () => useQuery(sessionsQuery());

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("DELETE", `/api/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({ title: "Session signed out" });
    },
    onError: failed("Could not sign out that session"),
  });
}

export const mfaStatusQuery = () =>
  queryOptions({
    queryKey: mfaKey,
    queryFn: () => apiJson<MfaStatus>("GET", "/api/account/mfa"),
  });
export const useMfaStatus = () => useQuery(mfaStatusQuery());

export function useMfaSetup() {
  return useMutation({
    mutationFn: () => apiJson<MfaSetup>("POST", "/api/account/mfa/setup"),
    onError: failed("Could not start two-factor set-up"),
  });
}

export function useMfaEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiJson<RecoveryCodes>("POST", "/api/account/mfa/enable", { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKey }),
  });
}

export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaDisableInput) => apiRequest("DELETE", "/api/account/mfa", input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: mfaKey });
      toast({ title: "Two-factor sign-in is off" });
    },
  });
}
