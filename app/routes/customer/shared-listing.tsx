import { Award, Briefcase, ExternalLink, Mail, ShieldAlert, Users } from "lucide-react";
import { useParams } from "react-router";
import { DeveloperCard } from "~/components/developer-card";
import { PageSpinner } from "~/components/spinner";
import { StatCard } from "~/components/stat-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { site } from "~/config/site";
import { privateMeta } from "~/lib/seo";
import { sharedListingPath, useSharedListing } from "~/lib/shared";
import { sharedStats } from "~/lib/shared-stats";

/** A customer's page: never indexed, whoever follows a leaked link (spec-decisions). */
export const meta = () => privateMeta("Developers for You");

/** Spec §8: the one screen for any shared-listing load error. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-muted-foreground">
        This link is invalid, expired, or has been deactivated.
      </p>
    </div>
  );
}

/** Spec §2 "Customer listing". */
export default function SharedListing() {
  const { token } = useParams();
  const { data, isLoading, isError } = useSharedListing(token);

  if (isLoading) {
    return <PageSpinner label="Loading developers..." />;
  }
  if (isError || !data || !token) return <AccessDenied />;

  const { developers, customerInfo } = data;
  const stats = sharedStats(developers);
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
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {developers.map((d) => (
              <li key={d.id}>
                <DeveloperCard
                  developer={d}
                  href={`${sharedListingPath(token)}/${encodeURIComponent(d.id)}`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ContactCallToAction customerName={customerInfo.name} />
    </div>
  );
}

function ContactCallToAction({ customerName }: { customerName: string }) {
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
      </div>
    </section>
  );
}
