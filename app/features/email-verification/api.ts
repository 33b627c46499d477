/**
 * Confirming a self-registered address, before the account reads the pool: the
 * `/verify-email/{token}` page's call, and the resend the /developers notice offers.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "#common/endpoints/auth.ts";
import { toast } from "~/components/ui/use-toast";
import { currentUserQueryKey, failureText } from "~/features/auth/api";
import { call } from "~/lib/endpoint-client";

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(authEndpoints.verifyEmail, { body: { token } }),
    // The session (if this browser has one) now reads the pool: drop every cached refusal.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authEndpoints.resendVerification),
    onSuccess: ({ message }) => {
      toast({ title: "Check your inbox", description: message });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error: Error) => {
      toast({ title: "Error", description: failureText(error), variant: "destructive" });
    },
  });
}
