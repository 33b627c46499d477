import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { apiRequest } from "./api.ts";
import { failureText } from "./use-sign-in.ts";

/** Sign out: the server ends the session; all cached data is cleared (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(["/api/auth/user"], null);
      navigate("/");
      toast({ title: "Signed out", description: "You have been signed out successfully" });
    },
    onError: (error: Error) => {
      toast({ title: "Sign out failed", description: failureText(error), variant: "destructive" });
    },
  });
}
