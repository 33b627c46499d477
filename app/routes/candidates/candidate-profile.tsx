import { Edit } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { useAuth } from "~/features/auth/api";
import { useCandidate } from "~/features/candidates/api";
import { CandidateNotes, CandidateTags } from "~/features/candidates/candidate-notes";
import {
  CandidateProfile,
  ProfileBackLink,
  ProfileLoading,
  ProfileNotFound,
  SectionTitle,
} from "~/features/candidates/candidate-profile";
import { CandidateRecord } from "~/features/candidates/candidate-record";
import { StatusBadge } from "~/features/candidates/candidate-status";
import { ResumeTextStatus } from "~/features/candidates/resume-text-status";
import {
  PoolAccessNotice,
  poolAccessRefusal,
} from "~/features/email-verification/pool-access-notice";
import { formatLongDate } from "~/lib/format";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Developer Profile");

/** The admin's erase card, below the rest: it loads after the profile (with its schemas). */
const EraseCandidateCard = lazy(() =>
  import("~/features/talent/erase-buttons").then((m) => ({ default: m.EraseCandidateCard })),
);

/** The developer profile for signed-in users, with Edit Profile for admins. */
export default function CandidateProfilePage() {
  const { id } = useParams();
  const { isAdmin } = useAuth();
  const { data: d, isLoading, isError, error } = useCandidate(id);

  if (isLoading) return <ProfileLoading />;
  const refusal = poolAccessRefusal(error);
  if (refusal) {
    return (
      <div className="px-4 py-16">
        <PoolAccessNotice refusal={refusal} />
      </div>
    );
  }
  if (isError || !d) {
    return (
      <ProfileNotFound
        message="The developer you're looking for doesn't exist or has been removed."
        backTo="/developers"
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex items-center justify-between gap-4">
        <ProfileBackLink to="/developers" />
        {isAdmin && (
          <Button asChild>
            <Link to={`/developers/${d.id}/edit`}>
              <Edit aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
        )}
      </div>

      <CandidateProfile
        // No e-mail when contact details are for admins only (POOL_CONTACT_DETAILS).
        developer={{ ...d, email: d.email ?? undefined }}
        badge={<StatusBadge extra="mt-2" status={d.isActive} />}
        resume={{ label: "Download Resume" }}
      >
        <Card>
          <CardHeader>
            <SectionTitle>Profile Information</SectionTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">Created</dt>
                <dd className="font-medium">{formatLongDate(d.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Last Updated</dt>
                <dd className="font-medium">{formatLongDate(d.updatedAt)}</dd>
              </div>
              {isAdmin && d.resumeUrl && <ResumeTextStatus candidateId={d.id} />}
            </dl>
          </CardContent>
        </Card>
        {isAdmin && <CandidateRecord candidateId={d.id} />}
        {isAdmin && <CandidateTags candidate={d} />}
        {isAdmin && <CandidateNotes candidateId={d.id} />}
        {isAdmin && (
          <Suspense fallback={null}>
            <EraseCandidateCard candidateId={d.id} fullName={d.fullName} />
          </Suspense>
        )}
      </CandidateProfile>
    </div>
  );
}
