import { useLocation, useParams } from "react-router";
import { ProfileLoading, ProfileNotFound } from "~/features/candidates/candidate-profile";
import { AgreementStep } from "~/features/customer/agreement-step";
import { customerListingPath, useCustomerProfile } from "~/features/customer/api";
import { CustomerProfileView } from "~/features/customer/profile-view";
import { VerificationStep } from "~/features/customer/verification-step";
import {
  agreementNeeded,
  needsVerification,
  useViewerEmail,
} from "~/features/customer/workspace-api";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Developer Profile");

/**
 * The customer profile, in the app (see customer-listing.tsx for when the server
 * renders it instead).
 */
export default function CustomerProfilePage() {
  const { token = "", developerId } = useParams();
  const { data, isLoading, isError, error } = useCustomerProfile(token, developerId);
  const viewerEmail = useViewerEmail(token);
  const location = useLocation();

  if (isLoading) return <ProfileLoading />;
  // A link that requires a verified e-mail asks for it first.
  if (needsVerification(error)) return <VerificationStep token={token} />;
  const agreementText = agreementNeeded(error);
  if (agreementText !== null) {
    return (
      <AgreementStep
        token={token}
        agreementText={agreementText}
        viewerEmail={viewerEmail}
        next={location.pathname}
      />
    );
  }
  if (isError || !data) {
    return (
      <ProfileNotFound
        message="This developer is not available through this link."
        backTo={customerListingPath(token)}
      />
    );
  }
  return <CustomerProfileView token={token} data={data} viewerEmail={viewerEmail} />;
}
