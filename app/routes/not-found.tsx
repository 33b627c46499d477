import { AlertCircle } from "lucide-react";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Page Not Found");

/** Any unknown path: '404 Page Not Found' with a developer hint. */
export default function NotFound() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center bg-muted px-4 py-16">
      <div className="w-full max-w-md rounded-lg border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-foreground">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
      </div>
    </div>
  );
}
