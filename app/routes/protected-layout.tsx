import { Navigate, Outlet } from "react-router";
import { PageSpinner } from "~/components/spinner";
import { useAuth } from "~/features/auth/api";

/**
 * The route guard of spec §4: a centered spinner while the session loads, the screen when
 * a user is signed in, otherwise a redirect to /auth. It checks only that someone is
 * signed in; admin rights are checked by the admin screens (and always by the server).
 */
export default function ProtectedLayout() {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return <PageSpinner />;
  }
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
