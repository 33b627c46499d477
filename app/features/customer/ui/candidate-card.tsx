/**
 * The listing's candidate card (app/features/candidates/candidate-card.tsx's markup, held
 * equal by ./parity.test.ts), without tailwind-merge and Radix (issue 26). A developer
 * shared through a link has no status, so the card has no status badge.
 */
import { Briefcase, DollarSign, MapPin } from "lucide-react";
import { Link } from "react-router";
import { CARD_SKILL_LIMIT } from "#common/constants.ts";
import type { CandidateSummary } from "~/features/candidates/candidate-card";
import { AvailabilityBadge, CandidateAvatar, ScoreBar } from "./candidate.tsx";
import { Badge, Card, CardContent } from "./plain.tsx";

function SkillBadges({ skills }: { skills: string[] }) {
  if (skills.length === 0) return null;
  const rest = skills.length - CARD_SKILL_LIMIT;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {skills.slice(0, CARD_SKILL_LIMIT).map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge variant="outline">+{rest} more</Badge>
        </li>
      )}
    </ul>
  );
}

export function CandidateCard({ developer, href }: { developer: CandidateSummary; href: string }) {
  const d = developer;
  return (
    <Link
      to={href}
      className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="developer-card"
    >
      <Card extra="h-full transition-shadow hover:shadow-md">
        <CardContent className="space-y-4 p-6">
          <div className="flex items-start gap-4">
            <CandidateAvatar name={d.fullName} photo={d.profilePhoto} />
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-lg font-semibold">{d.fullName}</h2>
              <p className="truncate text-sm text-muted-foreground">{d.title}</p>
              {d.location && (
                <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{d.location}</span>
                </p>
              )}
            </div>
          </div>
          <SkillBadges skills={d.skills} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {d.experience !== null && (
              <span className="flex items-center gap-1">
                <Briefcase className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                {d.experience} {d.experience === 1 ? "year" : "years"}
              </span>
            )}
            {d.hourlyRate != null && (
              <span className="flex items-center gap-1">
                <DollarSign className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                {d.hourlyRate}/hr
              </span>
            )}
          </div>
          <ScoreBar score={d.aiAssessmentScore} />
          <div className="flex flex-wrap gap-2">
            <AvailabilityBadge availability={d.availability} />
          </div>
        </CardContent>
      </Card>
    </Link>
  );
}
