import { Mail } from "lucide-react";
import { useParams } from "react-router";
import {
  ProfileBackLink,
  DeveloperProfile as ProfileLayout,
  ProfileLoading,
  ProfileNotFound,
} from "~/components/developer-profile";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { privateMeta } from "~/lib/seo";
import { sharedListingPath, useSharedDeveloper } from "~/lib/shared";

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
export default function SharedProfile() {
  const { token = "", developerId } = useParams();
  const { data, isLoading, isError } = useSharedDeveloper(token, developerId);
  const backTo = sharedListingPath(token);

  if (isLoading) return <ProfileLoading />;
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
      <ProfileLayout
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
      />
    </div>
  );
}
