/**
 * The customer profile once its data is there, with the
 * workspace card and the time beacon. Rendered by the app's route (after its query) and
 * by the server's page for the link (app/features/customer/page/).
 */
import { Mail } from "lucide-react";
import type { SharedInterviewRequest } from "#common/interview-request.ts";
import { site } from "#common/site.ts";
import { buttonClass } from "~/components/plain/classes.ts";
import { CandidateProfile, ProfileBackLink } from "~/features/candidates/candidate-profile";
import { type CustomerProfile, customerListingPath } from "./api.ts";
import { useProfileTimeBeacon } from "./profile-time.ts";
import { ProfileWorkspace } from "./profile-workspace.tsx";

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

export function CustomerProfileView({
  token,
  data,
  viewerEmail,
  interviewRequests,
}: {
  token: string;
  data: CustomerProfile;
  viewerEmail: string | null;
  /** The link's interview requests when the server's page brought them (else read). */
  interviewRequests?: SharedInterviewRequest[];
}) {
  const d = data.developer;
  useProfileTimeBeacon(token, d.id);
  const subject = encodeURIComponent(`Interested in ${d.fullName} (${data.customerInfo.name})`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ProfileBackLink to={customerListingPath(token)} />
      <CandidateProfile
        developer={d}
        callToAction={
          <a
            href={`mailto:${site.contactEmail}?subject=${subject}`}
            data-slot="button"
            className={buttonClass()}
          >
            <Mail aria-hidden="true" />
            Get in Touch
          </a>
        }
        resume={{ label: "Download Resume (PDF)", fileName: resumeFileName(d.fullName) }}
      >
        <ProfileWorkspace
          token={token}
          developerId={d.id}
          developerName={d.fullName}
          viewerEmail={viewerEmail}
          interviewRequests={interviewRequests}
        />
      </CandidateProfile>
    </div>
  );
}
