import { Link } from "react-router";
import { talentMessages } from "#common/talent-values.ts";
import { buttonVariants } from "~/components/plain/classes.ts";
import { PageSpinner } from "~/components/spinner";
import { useTalentProfile } from "~/features/talent/api";
import { TalentProfileForm } from "~/features/talent/profile-form";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Your developer profile");

/** /talent: the signed-in candidate keeps their own profile current. */
export default function TalentProfilePage() {
  const profile = useTalentProfile();
  if (profile.isLoading) return <PageSpinner label="Loading..." />;
  if (!profile.data) {
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Your developer profile</h1>
        <p className="mt-2 text-muted-foreground">{talentMessages.notSignedIn}</p>
        <Link to="/talent/sign-in" className={`${buttonVariants()} mt-6`}>
          Email me a sign-in link
        </Link>
      </div>
    );
  }
  const p = profile.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{p.fullName}</h1>
      <p className="mt-1 text-muted-foreground">
        {p.title} · {p.email}
      </p>
      <div className="mt-8">
        <TalentProfileForm key={p.updatedAt} profile={p} />
      </div>
    </div>
  );
}
