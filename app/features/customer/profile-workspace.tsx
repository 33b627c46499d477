/**
 * The customer profile's workspace card (product-extensions §1): the viewer's verdict with
 * reason and comment, 'Request interview', and the verdicts of colleagues on the same link.
 */
import { InterviewRequestButton } from "./interview-request-button.tsx";
import { SectionTitle } from "./ui/candidate.tsx";
import { Card, CardContent, CardHeader } from "./ui/plain.tsx";
import { ColleagueVerdicts, ownVerdict, VerdictButtons } from "./verdicts.tsx";
import { useVerdicts } from "./verdicts-store.ts";

export function ProfileWorkspace({
  token,
  developerId,
  developerName,
  viewerEmail,
}: {
  token: string;
  developerId: string;
  developerName: string;
  viewerEmail: string | null;
}) {
  const verdicts = useVerdicts(token);
  const mine = ownVerdict(verdicts.data, developerId, viewerEmail);
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Your decision</SectionTitle>
      </CardHeader>
      <CardContent className="p-6 pt-0 space-y-6">
        <VerdictButtons
          token={token}
          developerId={developerId}
          developerName={developerName}
          mine={mine}
          details
        />
        <InterviewRequestButton
          token={token}
          developerId={developerId}
          developerName={developerName}
          viewerEmail={viewerEmail}
        />
        <section aria-labelledby="team-verdicts" className="space-y-3">
          <h3 id="team-verdicts" className="font-semibold">
            Your team's verdicts
          </h3>
          {verdicts.isError ? (
            <p className="text-sm text-destructive">The verdicts could not be loaded.</p>
          ) : (
            <ColleagueVerdicts
              verdicts={verdicts.data}
              developerId={developerId}
              viewerEmail={viewerEmail}
            />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
