import { TalentSignInForm } from "~/features/talent/sign-in-form";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Developer sign-in");

/** /talent/sign-in: a developer in the pool asks for a sign-in link by e-mail. */
export default function TalentSignIn() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold">Developer sign-in</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Enter the address you applied with. We e-mail you a link that signs you in: no password
        needed.
      </p>
      <TalentSignInForm />
    </div>
  );
}
