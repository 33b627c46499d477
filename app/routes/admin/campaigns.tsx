import { ArrowLeft, Mail } from "lucide-react";
import { Link } from "react-router";
import { AdminOnly } from "~/components/admin/admin-only";
import { Button } from "~/components/ui/button";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Email Campaigns");

/**
 * /admin/campaigns: linked from the dashboard (spec §2) but its screen is not specified, so
 * it says plainly that the feature is coming rather than leaving a dead link. It sits
 * outside the route guard, inside the admin-only wrapper (spec-decisions).
 */
export default function Campaigns() {
  return (
    <AdminOnly>
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <Mail className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Email Campaigns</h1>
        <p className="mt-2 text-lg font-medium">Coming soon</p>
        <p className="mt-2 text-muted-foreground">
          Sending email campaigns to hiring contacts is not available yet. This page will hold them
          once it is.
        </p>
        <Button asChild variant="outline" className="mt-8">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Dashboard
          </Link>
        </Button>
      </div>
    </AdminOnly>
  );
}
