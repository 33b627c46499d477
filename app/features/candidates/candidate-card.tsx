/**
 * A candidate as a card on the developer list (with its status badge), and the pieces
 * it is made of, which the profiles and compare views reuse: photo-or-initials avatar, first
 * skills with '+N more', AI score bar and availability badge. Built from the kit's plain parts
 * (app/components/plain/) directly, not their ui/ wrappers, so the customer's listing and
 * profile load neither tailwind-merge nor Radix.
 */
import { Briefcase, DollarSign, MapPin } from "lucide-react";
import { Link } from "react-router";
import { CARD_SKILL_LIMIT, type CandidateStatus, NOT_ASSESSED } from "#common/constants.ts";
import { PROGRESS } from "~/components/plain/classes.ts";
import { Avatar, Badge, Card, CardContent, Progress } from "~/components/plain/plain.tsx";
import { initials } from "~/lib/format";
import { StatusBadge } from "./candidate-status.tsx";

/** The fields a card shows; both the API candidate and the shared developer have them. */
export interface CandidateSummary {
  id: string;
  fullName: string;
  title: string;
  location: string | null;
  profilePhoto: string | null;
  skills: string[];
  experience: number | null;
  /** Absent when the link hides rates. */
  hourlyRate?: number | null;
  aiAssessmentScore: number | null;
  availability: string | null;
  /** The status; customer views list active candidates only and leave it out. */
  isActive?: CandidateStatus;
}

/** The photo when there is one, otherwise the name's initials. */
export function CandidateAvatar({
  name,
  photo,
  size = "h-14 w-14",
}: {
  name: string;
  photo: string | null;
  /** The avatar's size classes: the whole string, e.g. "h-28 w-28 text-2xl". */
  size?: string;
}) {
  return (
    <Avatar name={name} photo={photo} size={size} fallbackLabel={name}>
      {initials(name)}
    </Avatar>
  );
}

/** The first skills (3 by default) and a '+N more' badge for the rest. */
export function SkillBadges({
  skills,
  limit = CARD_SKILL_LIMIT,
}: {
  skills: string[];
  limit?: number;
}) {
  if (skills.length === 0) return null;
  const rest = skills.length - limit;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {skills.slice(0, limit).map((skill) => (
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

/**
 * The AI assessment score as a labelled bar. A candidate never assessed reads "Not assessed"
 * over an empty track (kept so that cards side by side stay the same height), not 0%.
 */
export function ScoreBar({ score, label = "AI Score" }: { score: number | null; label?: string }) {
  if (score === null) {
    return (
      <div className="space-y-1">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">{label}</span>
          <span className="font-medium">{NOT_ASSESSED}</span>
        </div>
        <div className={PROGRESS} aria-hidden="true" />
      </div>
    );
  }
  const value = Math.round(score);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium">{value}%</span>
      </div>
      <Progress value={value} aria-label={`${label} ${value}%`} />
    </div>
  );
}

/** Availability: the default (filled) style for Full-time, a quieter one otherwise. */
export function AvailabilityBadge({ availability }: { availability: string | null }) {
  if (!availability) return null;
  return (
    <Badge variant={availability === "Full-time" ? "default" : "secondary"}>{availability}</Badge>
  );
}

/**
 * A cell of a list of cards that the browser lays out and paints only near the viewport,
 * so a phone's screen is ready sooner: on a phone 2 of the developer list's 24 cards are on screen,
 * and laying out and painting all of them when the app's screen replaced the painted one was the
 * longest task of the page. An unseen cell keeps the size it last had (`auto`), or about a card's
 * until it has been seen; the clip margin keeps the focus ring and the shadow, which paint
 * containment would cut at the cell's edge.
 */
export const OFFSCREEN_CELL =
  "[content-visibility:auto] [contain-intrinsic-size:auto_20rem] [overflow-clip-margin:0.5rem]";

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
            {d.isActive && <StatusBadge status={d.isActive} />}
            <AvailabilityBadge availability={d.availability} />
          </div>
        </CardContent>
      </Card>
    </Link>
  );
}
