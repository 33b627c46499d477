/**
 * Suggestions from a résumé (common/suggestions.ts), each offered as one button: nothing is
 * written until a person taps it. The admin's application review and the candidate's
 * /talent profile both show them; what a tap does is theirs to say (`onAccept`).
 */
import { Plus } from "lucide-react";
import { useId } from "react";
import { SUGGESTION_COPY } from "#common/suggestion-values.ts";
import type { ProfileSuggestions } from "#common/suggestions.ts";
import { Button } from "~/components/ui/button";

/** One suggestion, as tapped. */
export type SuggestionChoice =
  | { skill: string }
  | { experience: number }
  | { githubUrl: string }
  | { linkedinUrl: string };

/** A link's address without its scheme, as the button shows it. */
const bare = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "");

export function SuggestionsOffer({
  suggestions,
  onAccept,
  disabled,
}: {
  suggestions: ProfileSuggestions;
  onAccept: (choice: SuggestionChoice) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  const { skills = [], experience, githubUrl, linkedinUrl } = suggestions;
  const choices: Array<{ key: string; label: string; choice: SuggestionChoice }> = [
    ...skills.map((skill) => ({
      key: `skill:${skill}`,
      label: SUGGESTION_COPY.addSkill(skill),
      choice: { skill },
    })),
    ...(experience !== undefined
      ? [
          {
            key: "experience",
            label: SUGGESTION_COPY.experience(experience),
            choice: { experience },
          },
        ]
      : []),
    ...(githubUrl
      ? [
          {
            key: "githubUrl",
            label: `${SUGGESTION_COPY.githubUrl}: ${bare(githubUrl)}`,
            choice: { githubUrl },
          },
        ]
      : []),
    ...(linkedinUrl
      ? [
          {
            key: "linkedinUrl",
            label: `${SUGGESTION_COPY.linkedinUrl}: ${bare(linkedinUrl)}`,
            choice: { linkedinUrl },
          },
        ]
      : []),
  ];
  if (choices.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-md border border-dashed p-3"
      data-testid="suggestions"
    >
      {/* Not a heading: the offer sits under headings of any level, on either screen. */}
      <p id={headingId} className="text-sm font-semibold">
        {SUGGESTION_COPY.heading}
      </p>
      <p className="text-xs text-muted-foreground">{SUGGESTION_COPY.help}</p>
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ key, label, choice }) => (
          <li key={key} className="min-w-0 max-w-full">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto min-h-9 max-w-full whitespace-normal break-all text-left"
              disabled={disabled}
              onClick={() => onAccept(choice)}
            >
              <Plus aria-hidden="true" />
              {label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
