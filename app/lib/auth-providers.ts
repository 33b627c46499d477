import { useQuery } from "@tanstack/react-query";
import type { AuthProviders } from "../../common/auth.ts";

export const authProvidersKey = ["/api/auth/providers"] as const;

/** Which external sign-in the server offers (none unless OIDC is configured). */
export function useAuthProviders() {
  return useQuery<AuthProviders>({ queryKey: authProvidersKey });
}
