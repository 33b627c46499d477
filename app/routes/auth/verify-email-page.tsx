import { MailCheck, ShieldAlert } from "lucide-react";
import { Link, useParams } from "react-router";
import { VERIFY_EMAIL_SUCCESS } from "#common/auth-values.ts";
import { Button } from "~/components/ui/button";
import { failureText, useAuth } from "~/features/auth/api";
import { useConfirmEmail, useResendConfirmation } from "~/features/email-verification/api";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Confirm your e-mail address");

/**
 * /verify-email/{token}: reached from the sign-up e-mail. Opening the page changes nothing
 * (a mail scanner that follows links, or runs their script, must not confirm an address
 * for whoever typed it); one click on the button confirms.
 */
export default function VerifyEmailPage() {
  const { token = "" } = useParams();
  const { isAuthenticated } = useAuth();
  const confirm = useConfirmEmail();
  const resend = useResendConfirmation();

  if (confirm.isSuccess) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <MailCheck className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">E-mail address confirmed</h1>
        <p className="mt-2 text-muted-foreground" role="status">
          {VERIFY_EMAIL_SUCCESS}
        </p>
        <Button asChild className="mt-8">
          <Link to={isAuthenticated ? "/developers" : "/auth"}>
            {isAuthenticated ? "See developers" : "Sign in"}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      {confirm.isError ? (
        <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
      ) : (
        <MailCheck className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
      )}
      <h1 className="mt-4 text-2xl font-bold">Confirm your e-mail address</h1>
      {confirm.isError ? (
        <>
          <p className="mt-2 text-destructive" role="alert">
            {failureText(confirm.error)}
          </p>
          {isAuthenticated && (
            <Button className="mt-8" disabled={resend.isPending} onClick={() => resend.mutate()}>
              Send a new link
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">
            One click and you can browse our pre-vetted developers.
          </p>
          <Button
            className="mt-8"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? "Confirming..." : "Confirm my e-mail address"}
          </Button>
        </>
      )}
    </div>
  );
}
