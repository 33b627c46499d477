/**
 * The compare screen, /shared/{token}/compare?ids=a,b[,c]: the listing's developers (same
 * query and cache as the listing, so it counts no extra visit) narrowed to the chosen ones.
 */
import { ArrowLeft } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { COMPARE_MAX, COMPARE_MIN } from "~/components/compare-selection";
import { PageSpinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { AccessDenied } from "./access-denied.tsx";
import { AgreementStep } from "./agreement-step.tsx";
import { customerListingPath, useCustomerListing } from "./api.ts";
import { CustomerCompareTable } from "./compare-view.tsx";
import { useVerdicts } from "./verdicts-store.ts";
import { VerificationStep } from "./verification-step.tsx";
import { agreementNeeded, needsVerification } from "./workspace-api.ts";

export function CustomerComparePage() {
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const ids = (params.get("ids") ?? "").split(",").filter(Boolean).slice(0, COMPARE_MAX);
  const listing = useCustomerListing(token);
  const verdicts = useVerdicts(token, listing.isSuccess);
  const back = customerListingPath(token);

  if (listing.isLoading) return <PageSpinner label="Loading developers..." />;
  if (needsVerification(listing.error)) return <VerificationStep token={token} />;
  const agreementText = agreementNeeded(listing.error);
  if (agreementText !== null) {
    return (
      <AgreementStep
        token={token}
        agreementText={agreementText}
        viewerEmail={null}
        next={`${back}/compare?${params.toString()}`}
      />
    );
  }
  if (listing.isError || !listing.data) return <AccessDenied />;

  const chosen = ids
    .map((id) => listing.data.developers.find((d) => d.id === id))
    .filter((d) => d !== undefined);
  return (
    <div className="mx-auto max-w-7xl px-2 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" className="-ml-2">
        <Link to={back}>
          <ArrowLeft aria-hidden="true" />
          Back to Developers
        </Link>
      </Button>
      <h1 className="mt-4 px-2 text-2xl font-bold sm:px-0 sm:text-3xl">Compare developers</h1>
      {chosen.length < COMPARE_MIN ? (
        <p className="mt-6 px-2 text-muted-foreground sm:px-0">
          Choose {COMPARE_MIN} or {COMPARE_MAX} developers on the list to compare them.
        </p>
      ) : (
        <div className="mt-6">
          <CustomerCompareTable
            developers={chosen}
            verdicts={verdicts.data ?? []}
            profileHref={(id) => `${back}/${encodeURIComponent(id)}`}
          />
        </div>
      )}
    </div>
  );
}
