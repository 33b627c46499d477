import { Mail } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import {
  CandidateProfile,
  ProfileBackLink,
  ProfileLoading,
  ProfileNotFound,
} from "~/features/candidates/candidate-profile";
import { customerListingPath, useCustomerProfile } from "~/features/customer/api";
import { useProfileTimeBeacon } from "~/features/customer/profile-time";
import { ProfileWorkspace } from "~/features/customer/profile-workspace";
import { VerificationStep } from "~/features/customer/verification-step";
import { needsVerification, useViewerEmail } from "~/features/customer/workspace-api";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Developer Profile");

/** A file name for the downloaded resume, e.g. "amara-okafor-resume.pdf". */
function resumeFileName(fullName: string): string {
  const slug = fullName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "developer"}-resume.pdf`;
}

/** Spec §2 "Customer profile". */
export default function CustomerProfilePage() {
  const { token = "", developerId } = useParams();
  const { data, isLoading, isError, error } = useCustomerProfile(token, developerId);
  const backTo = customerListingPath(token);
  const viewerEmail = useViewerEmail(token);
  useProfileTimeBeacon(token, data?.developer.id);

  if (isLoading) return <ProfileLoading />;
  // A link that requires a verified e-mail asks for it first (product-extensions §1).
  if (needsVerification(error)) return <VerificationStep token={token} />;
  if (isError || !data) {
    return (
      <ProfileNotFound
        message="This developer is not available through this link."
        backTo={backTo}
      />
    );
  }

  const d = data.developer;
  const subject = encodeURIComponent(`Interested in ${d.fullName} (${data.customerInfo.name})`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ProfileBackLink to={backTo} />
      <CandidateProfile
        developer={d}
        callToAction={
          <Button asChild>
            <a href={`mailto:${site.contactEmail}?subject=${subject}`}>
              <Mail aria-hidden="true" />
              Get in Touch
            </a>
          </Button>
        }
        resume={{ label: "Download Resume (PDF)", fileName: resumeFileName(d.fullName) }}
      >
        <ProfileWorkspace
          token={token}
          developerId={d.id}
          developerName={d.fullName}
          viewerEmail={viewerEmail}
        />
      </CandidateProfile>
    </div>
  );
}
