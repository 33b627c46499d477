import { useDeferredValue } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { signInPathFor } from "#common/sign-in-next.ts";
import { PageSpinner } from "~/components/spinner";
import { useAuth } from "~/features/auth/api";

/**
 * The route guard: a centered spinner while the session loads, the screen when
 * a user is signed in, otherwise a redirect to /auth that keeps the path asked for (`?next=`)
 * so that the sign-in returns there. It checks only that someone is
 * signed in; admin rights are checked by the admin screens (and always by the server).
 */
export default function ProtectedLayout() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // The session's answer (a synchronous update: React Query) first keeps the spinner, then
  // the screen renders at transition priority, in slices the browser can answer taps
  // between: rendered at once, /admin's first render was one 100 ms task on a phone.
  const loading = useDeferredValue(isLoading);
  if (loading) {
    return <PageSpinner />;
  }
  if (!user) {
    return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
