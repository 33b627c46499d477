import { useLocation, useParams } from "react-router";
import { PageSpinner } from "~/components/spinner";
import { AccessDenied } from "~/features/customer/access-denied";
import { AgreementStep } from "~/features/customer/agreement-step";
import { useCustomerListing } from "~/features/customer/api";
import { CustomerListingView } from "~/features/customer/listing-view";
import { VerificationStep } from "~/features/customer/verification-step";
import {
  agreementNeeded,
  needsVerification,
  useViewerEmail,
} from "~/features/customer/workspace-api";
import { privateMeta } from "~/lib/seo";

/** A customer's page: never indexed, whoever follows a leaked link. */
export const meta = () => privateMeta("Developers for You");

/**
 * The customer listing, in the app: after a navigation inside it, or when the server
 * could not render the page itself (a link that asks this browser to verify an e-mail
 * first). A page load is otherwise answered by the server with the listing rendered
 * (app/features/customer/page/, docs/decisions/072-…).
 */
export default function CustomerListingPage() {
  const { token } = useParams();
  const { data, isLoading, isError, error } = useCustomerListing(token);
  const viewerEmail = useViewerEmail(token ?? "");
  const location = useLocation();

  if (isLoading) {
    return <PageSpinner label="Loading developers..." />;
  }
  // A link that requires a verified e-mail asks for it first.
  if (token && needsVerification(error)) return <VerificationStep token={token} />;
  // Then its agreement: a form the browser posts, then comes back.
  const agreementText = agreementNeeded(error);
  if (token && agreementText !== null) {
    return (
      <AgreementStep
        token={token}
        agreementText={agreementText}
        viewerEmail={viewerEmail}
        next={location.pathname}
      />
    );
  }
  if (isError || !data || !token) return <AccessDenied />;
  return <CustomerListingView token={token} data={data} />;
}
