import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { AUTH_REDIRECT_DELAY_MS } from "#common/constants.ts";
import { signInPathFor } from "#common/sign-in-next.ts";
import { AdminAccessRequired } from "~/components/admin-access-required";
import { PageSpinner } from "~/components/spinner";
import { toast } from "~/components/ui/use-toast";
import { useAuth } from "~/features/auth/api";

/**
 * The admin-only wrapper: signed-out visitors are told to log in and sent to /auth
 * after 1 s; signed-in non-admins see 'Admin Access Required'. The server refuses their
 * calls regardless: this only spares them a screen of errors.
 */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    toast({
      title: "Authentication Required",
      description: "Please log in to access admin features.",
      variant: "destructive",
    });
    // The sign-in returns here (an e-mailed admin link keeps its target).
    const timer = setTimeout(
      () => navigate(signInPathFor(pathname + search)),
      AUTH_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [signedOut, navigate, pathname, search]);

  if (isLoading || !user) {
    return <PageSpinner />;
  }
  if (!user.isAdmin) return <AdminAccessRequired />;
  return <>{children}</>;
}
