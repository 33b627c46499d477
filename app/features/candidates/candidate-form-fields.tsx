/**
 * The candidate form's values (empty, or from a loaded candidate) and its text and number
 * fields. A number field's bounds are the shared CANDIDATE_RANGES, as the server's.
 */
import type { Control, FieldPath } from "react-hook-form";
import type { Candidate, CandidateFormValues } from "#common/candidate.ts";
import { CANDIDATE_RANGES } from "#common/constants.ts";
import { LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";

export const emptyValues: CandidateFormValues = {
  fullName: "",
  email: "",
  phone: "",
  title: "",
  summary: "",
  location: "",
  experience: null,
  hourlyRate: null,
  availability: null,
  availableFrom: "",
  portfolioUrl: "",
  githubUrl: "",
  linkedinUrl: "",
  isActive: "active",
  aiAssessmentScore: null,
  skills: "",
  spokenLanguages: "",
  tags: "",
  profilePhoto: null,
  resumeUrl: null,
  videoUrl: null,
};

export function toFormValues(c: Candidate): CandidateFormValues {
  return {
    ...emptyValues,
    fullName: c.fullName,
    email: c.email ?? "",
    phone: c.phone ?? "",
    title: c.title,
    summary: c.summary ?? "",
    location: c.location ?? "",
    experience: c.experience,
    hourlyRate: c.hourlyRate,
    availability: c.availability,
    availableFrom: c.availableFrom ?? "",
    portfolioUrl: c.portfolioUrl ?? "",
    githubUrl: c.githubUrl ?? "",
    linkedinUrl: c.linkedinUrl ?? "",
    isActive: c.isActive,
    aiAssessmentScore: c.aiAssessmentScore,
    skills: c.skills.join(", "),
    spokenLanguages: c.spokenLanguages.join(", "),
    tags: c.tags.join(", "),
    profilePhoto: c.profilePhoto,
    resumeUrl: c.resumeUrl,
    videoUrl: c.videoUrl,
  };
}

type TextName = Exclude<
  FieldPath<CandidateFormValues>,
  "experience" | "hourlyRate" | "aiAssessmentScore" | "availability" | "isActive"
>;

export function TextField({
  control,
  name,
  label,
  type = "text",
  placeholder,
  className,
}: {
  control: Control<CandidateFormValues>;
  name: TextName;
  label: string;
  type?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <LabeledField control={control} name={name} label={label} className={className}>
      {(field) => (
        <Input
          type={type}
          placeholder={placeholder}
          {...field}
          value={(field.value as string | null | undefined) ?? ""}
        />
      )}
    </LabeledField>
  );
}

/** The numbers are optional: a cleared numeric input is empty (null), not 0. */
export function NumberField({
  control,
  name,
  label,
  step = 1,
}: {
  control: Control<CandidateFormValues>;
  name: keyof typeof CANDIDATE_RANGES;
  label: string;
  step?: number | "any";
}) {
  const { min, max } = CANDIDATE_RANGES[name];
  return (
    <LabeledField control={control} name={name} label={label}>
      {(field) => (
        <Input
          type="number"
          inputMode={step === 1 ? "numeric" : "decimal"}
          min={min}
          max={max}
          step={step}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.valueAsNumber)}
        />
      )}
    </LabeledField>
  );
}
