import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The admin-only wrapper's answer: what a signed-in non-admin sees on an admin feature. */
export function AdminAccessRequired() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Admin Access Required</h1>
      <p className="mt-2 text-muted-foreground">
        You need admin privileges to access this feature.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
