import { Award, Briefcase, ExternalLink, Mail, Users } from "lucide-react";
import { useParams } from "react-router";
import { PageSpinner } from "~/components/spinner";
import { StatCard } from "~/components/stat-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { site } from "~/config/site";
import { AccessDenied } from "~/features/customer/access-denied";
import { customerListingPath, useCustomerListing } from "~/features/customer/api";
import { listingStats } from "~/features/customer/listing-stats";
import { RoleRequestDialog } from "~/features/customer/role-request-dialog";
import { VerificationStep } from "~/features/customer/verification-step";
import { needsVerification } from "~/features/customer/workspace-api";
import { WorkspaceGrid } from "~/features/customer/workspace-grid";
import { privateMeta } from "~/lib/seo";

/** A customer's page: never indexed, whoever follows a leaked link (spec-decisions). */
export const meta = () => privateMeta("Developers for You");

/** Spec §2 "Customer listing". */
export default function CustomerListingPage() {
  const { token } = useParams();
  const { data, isLoading, isError, error } = useCustomerListing(token);

  if (isLoading) {
    return <PageSpinner label="Loading developers..." />;
  }
  // A link that requires a verified e-mail asks for it first (product-extensions §1).
  if (token && needsVerification(error)) return <VerificationStep token={token} />;
  if (isError || !data || !token) return <AccessDenied />;

  const { developers, customerInfo, viewer } = data;
  const stats = listingStats(developers);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <section aria-labelledby="welcome" className="text-center">
        <p className="text-sm font-medium uppercase tracking-wide text-primary">{site.brandName}</p>
        <h1 id="welcome" className="mt-2 text-3xl font-bold sm:text-4xl">
          Welcome, {customerInfo.name}
        </h1>
        {customerInfo.description && (
          <p className="mx-auto mt-3 max-w-2xl whitespace-pre-line text-muted-foreground">
            {customerInfo.description}
          </p>
        )}
        {viewer && <p className="mt-3 text-sm text-muted-foreground">Viewing as {viewer.email}</p>}
      </section>

      <section aria-label="Overview" className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard label="Available Developers" value={stats.available} icon={Users} />
        <StatCard label="Avg. Experience" value={`${stats.avgExperience} years`} icon={Briefcase} />
        <StatCard label="Avg. Score" value={`${stats.avgScore}%`} icon={Award} />
      </section>

      <section aria-label="Developers" className="mt-8">
        {developers.length === 0 ? (
          <Card>
            <CardContent className="py-16 text-center">
              <Users className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold">No developers available</h2>
            </CardContent>
          </Card>
        ) : (
          <WorkspaceGrid
            token={token}
            developers={developers}
            viewerEmail={viewer?.email ?? null}
            profileHref={(id) => `${customerListingPath(token)}/${encodeURIComponent(id)}`}
          />
        )}
      </section>

      <ContactCallToAction customerName={customerInfo.name} token={token} />
    </div>
  );
}

function ContactCallToAction({ customerName, token }: { customerName: string; token: string }) {
  const subject = encodeURIComponent(`Developers for ${customerName}`);
  return (
    <section
      aria-labelledby="contact-cta"
      className="mt-12 rounded-lg bg-primary px-6 py-10 text-center text-primary-foreground"
    >
      <h2 id="contact-cta" className="text-2xl font-bold">
        Interested in these developers?
      </h2>
      <p className="mx-auto mt-2 max-w-xl opacity-90">
        Tell us who caught your eye and we'll arrange interviews, usually within 24 hours.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild variant="secondary">
          <a href={`mailto:${site.contactEmail}?subject=${subject}`}>
            <Mail aria-hidden="true" />
            Email {site.contactEmail}
          </a>
        </Button>
        <Button
          asChild
          variant="outline"
          className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        >
          <a href={site.companyWebsiteUrl} target="_blank" rel="noopener noreferrer">
            Visit our website
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
        <RoleRequestDialog
          token={token}
          triggerClassName="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        />
      </div>
    </section>
  );
}
