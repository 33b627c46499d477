import { Hourglass, MailCheck } from "lucide-react";
import type { PoolAccessDenied } from "#common/auth.ts";
import { AWAITING_APPROVAL_MESSAGE, EMAIL_UNVERIFIED_MESSAGE } from "#common/auth-values.ts";
import { Button } from "~/components/ui/button";
import { useAuth } from "~/features/auth/api";
import { ApiError } from "~/lib/api";
import { useResendConfirmation } from "./api.ts";

/** The server's 403 for an account that may not read the pool yet, or null for any other failure. */
export function poolAccessRefusal(error: unknown): PoolAccessDenied | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const body = JSON.parse(error.body) as PoolAccessDenied;
    return body.emailUnverified || body.awaitingApproval ? body : null;
  } catch {
    return null;
  }
}

/**
 * What /developers shows an account that may not read the pool yet: confirm the
 * address (with a button that sends a new link), or wait for an admin's approval.
 */
export function PoolAccessNotice({ refusal }: { refusal: PoolAccessDenied }) {
  const { user } = useAuth();
  const resend = useResendConfirmation();
  if (refusal.emailUnverified) {
    return (
      <section
        aria-labelledby="confirm-email-heading"
        className="mx-auto max-w-xl rounded-lg border bg-card px-6 py-10 text-center"
      >
        <MailCheck className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
        <h2 id="confirm-email-heading" className="mt-4 text-xl font-semibold">
          Confirm your e-mail address
        </h2>
        <p className="mt-2 text-muted-foreground" role="status">
          {EMAIL_UNVERIFIED_MESSAGE}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          We sent a link to {user ? <strong>{user.email}</strong> : "your address"} when you signed
          up. Open it, then come back to this page.
        </p>
        <Button className="mt-6" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? "Sending..." : "Send a new link"}
        </Button>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="awaiting-approval-heading"
      className="mx-auto max-w-xl rounded-lg border bg-card px-6 py-10 text-center"
    >
      <Hourglass className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
      <h2 id="awaiting-approval-heading" className="mt-4 text-xl font-semibold">
        Waiting for approval
      </h2>
      <p className="mt-2 text-muted-foreground" role="status">
        {AWAITING_APPROVAL_MESSAGE}
      </p>
    </section>
  );
}
