/**
 * The customer listing once its data is there: the welcome,
 * the three figures, the developers with the workspace around them, and the call to
 * action. Rendered by the app's route (after its query) and by the server's page for the
 * link (app/features/customer/page/, with the data inlined), so both show the same markup.
 */

import { Award, Briefcase, ExternalLink, type LucideIcon, Mail, Users } from "lucide-react";
import type { SharedInterviewRequest } from "#common/interview-request.ts";
import { site } from "#common/site.ts";
import { buttonClass, CTA_OUTLINE_BUTTON } from "~/components/plain/classes.ts";
import { Card, CardContent } from "~/components/plain/plain.tsx";
import { type CustomerListing, customerListingPath } from "./api.ts";
import { listingStats } from "./listing-stats.ts";
import { RoleRequestButton } from "./role-request-button.tsx";
import { WorkspaceGrid } from "./workspace-grid.tsx";

export function CustomerListingView({
  token,
  data,
  interviewRequests,
}: {
  token: string;
  data: CustomerListing;
  /** The link's interview requests when the server's page brought them (else read). */
  interviewRequests?: SharedInterviewRequest[];
}) {
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
            <CardContent className="p-6 py-16 text-center">
              <Users className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold">No developers available</h2>
            </CardContent>
          </Card>
        ) : (
          <WorkspaceGrid
            token={token}
            developers={developers}
            viewerEmail={viewer?.email ?? null}
            interviewRequests={interviewRequests}
            profileHref={(id) => `${customerListingPath(token)}/${encodeURIComponent(id)}`}
          />
        )}
      </section>

      <ContactCallToAction customerName={customerInfo.name} token={token} />
    </div>
  );
}

/** app/components/stat-card.tsx's labelled figure, without tailwind-merge. */
function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-2 p-4 sm:p-6">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold">{value}</p>
        </div>
        <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
      </CardContent>
    </Card>
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
        <a
          href={`mailto:${site.contactEmail}?subject=${subject}`}
          data-slot="button"
          className={buttonClass("secondary")}
        >
          <Mail aria-hidden="true" />
          Email {site.contactEmail}
        </a>
        <a
          href={site.companyWebsiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-slot="button"
          className={CTA_OUTLINE_BUTTON}
        >
          Visit our website
          <ExternalLink aria-hidden="true" />
        </a>
        <RoleRequestButton token={token} look="call-to-action" />
      </div>
    </section>
  );
}
