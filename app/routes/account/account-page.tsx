import { MfaCard } from "~/features/account/mfa-card";
import { PasswordCard } from "~/features/account/password-card";
import { SessionsCard } from "~/features/account/sessions-card";
import { useAuth } from "~/features/auth/api";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Your account");

/** /account: your name, password, sessions and two-factor sign-in. */
export default function AccountPage() {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
        <p className="mt-1 text-muted-foreground">
          {name ? `${name} · ` : ""}
          {user?.email}
        </p>
      </div>
      <PasswordCard />
      <MfaCard />
      <SessionsCard />
    </div>
  );
}
