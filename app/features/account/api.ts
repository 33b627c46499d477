/**
 * The account page's calls: own password, own sessions, two-factor
 * sign-in. The second step of a password sign-in is auth's (features/auth/api.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "#common/endpoint.ts";
import { accountEndpoints } from "#common/endpoints/account.ts";
import { toast } from "~/components/ui/use-toast";
import { failureText } from "~/features/auth/api";
import { call, keyOf, readOf } from "~/lib/endpoint-client";

export const sessionsKey = keyOf(accountEndpoints.sessions);
export const mfaKey = keyOf(accountEndpoints.mfaStatus);

const failed = (title: string) => (error: Error) =>
  toast({ title, description: failureText(error), variant: "destructive" });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof accountEndpoints.changePassword>) =>
      call(accountEndpoints.changePassword, { body: input }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({ title: "Password changed", description: "Your other sessions were signed out." });
    },
  });
}

export const sessionsQuery = () => readOf(accountEndpoints.sessions);
export const useSessions = () => useQuery(sessionsQuery());

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(accountEndpoints.revokeSession, { params: { id } }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({ title: "Session signed out" });
    },
    onError: failed("Could not sign out that session"),
  });
}

export const mfaStatusQuery = () => readOf(accountEndpoints.mfaStatus);
export const useMfaStatus = () => useQuery(mfaStatusQuery());

export function useMfaSetup() {
  return useMutation({
    mutationFn: () => call(accountEndpoints.mfaSetup),
    onError: failed("Could not start two-factor set-up"),
  });
}

export function useMfaEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(accountEndpoints.mfaEnable, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKey }),
  });
}

export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof accountEndpoints.mfaDisable>) =>
      call(accountEndpoints.mfaDisable, { body: input }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: mfaKey });
      toast({ title: "Two-factor sign-in is off" });
    },
  });
}
