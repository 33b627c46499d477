/**
 * The candidate's avatar, score bar and availability as the customer views show
 * them: the same markup as app/features/candidates/candidate-card.tsx's (held equal by
 * ./parity.test.ts) built from ./plain.tsx, so the customer's page loads neither
 * tailwind-merge nor Radix (issue 26). The listing's card is ./candidate-card.tsx, the
 * profile's layout ./profile.tsx: each view loads only its own.
 */
import { initials } from "~/lib/format";
import { Avatar, Badge, Progress } from "./plain.tsx";

export function CandidateAvatar({
  name,
  photo,
  size = "h-14 w-14",
}: {
  name: string;
  photo: string | null;
  size?: string;
}) {
  return (
    <Avatar name={name} photo={photo} size={size} fallbackLabel={name}>
      {initials(name)}
    </Avatar>
  );
}

export function ScoreBar({ score, label = "AI Score" }: { score: number | null; label?: string }) {
  const value = Math.round(score ?? 0);
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

export function AvailabilityBadge({ availability }: { availability: string | null }) {
  if (!availability) return null;
  return (
    <Badge variant={availability === "Full-time" ? "default" : "secondary"}>{availability}</Badge>
  );
}
