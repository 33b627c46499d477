import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { AuthProviders } from "#common/auth.ts";
import { NEXT_PARAM, sameSitePath } from "#common/sign-in-next.ts";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";

/**
 * "Continue with …" when the server has an OpenID provider configured. It is a plain
 * link: the browser goes to the provider and comes back signed in (or to /auth?error=…),
 * on the page /auth was opened for (`/auth?next=…`), as a password sign-in does.
 */
export function ExternalSignIn({ oidc }: { oidc: AuthProviders["oidc"] | undefined }) {
  const [params] = useSearchParams();
  if (!oidc) return null;
  const next = sameSitePath(params.get(NEXT_PARAM));
  const href = next ? `${oidc.startUrl}?${new URLSearchParams({ next })}` : oidc.startUrl;
  return (
    <div className="mt-6">
      <div className="relative mb-6 text-center text-sm text-muted-foreground">
        <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
        <span className="relative bg-card px-2">or</span>
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href={href}>
          <LogIn aria-hidden="true" />
          Continue with {oidc.name}
        </a>
      </Button>
    </div>
  );
}

/**
 * Explains, once, why an external sign-in came back to /auth; then tidies the URL. The
 * words live with the schemas (#common/auth.ts), loaded only when there is something to say.
 */
export function useExternalSignInError() {
  const [params, setParams] = useSearchParams();
  const code = params.get("error");
  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    void import("#common/auth.ts").then(({ EXTERNAL_SIGN_IN_ERRORS }) => {
      if (cancelled) return;
      toast({
        title: "Sign in failed",
        description: EXTERNAL_SIGN_IN_ERRORS[code] ?? EXTERNAL_SIGN_IN_ERRORS.oidc_failed,
        variant: "destructive",
      });
      setParams({}, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [code, setParams]);
}
