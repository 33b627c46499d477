/**
 * Suggestions from a résumé: the words the screens offer them with, without zod (the
 * schema is in ./suggestions.ts).
 */

/** The words the screens offer each suggestion with. */
export const SUGGESTION_COPY = {
  heading: "Suggested from the résumé",
  help: "Found in the résumé's text. Nothing changes until you confirm it.",
  addSkill: (skill: string) => `Add ${skill}`,
  experience: (years: number) => `Set experience to ${years} ${years === 1 ? "year" : "years"}`,
  githubUrl: "Use this GitHub profile",
  linkedinUrl: "Use this LinkedIn profile",
  confirmed: "Suggestion confirmed",
  /** The candidate's form takes a tapped suggestion into its fields; saving writes it. */
  savePrompt: "Added to the form below: save your profile to keep it.",
} as const;
