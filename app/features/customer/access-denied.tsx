import { ShieldAlert } from "lucide-react";

/** Spec §8: the one screen for any shared-listing load error (listing and compare view). */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-muted-foreground">
        This link is invalid, expired, or has been deactivated.
      </p>
    </div>
  );
}
