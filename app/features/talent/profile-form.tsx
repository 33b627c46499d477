/**
 * The candidate's own profile, kept current by themselves: availability, rate, location,
 * skills, languages, summary, links, phone and résumé, with the completeness meter and
 * what is still missing; the export and erasure of their data.
 */
import { type FormEvent, useState } from "react";
import { AVAILABILITY_VALUES, RESUME_MAX_BYTES } from "#common/constants.ts";
import { SUGGESTION_COPY } from "#common/suggestion-values.ts";
import type { TalentProfile } from "#common/talent.ts";
import { COMPLETENESS_PARTS, talentMessages } from "#common/talent-values.ts";
import { SuggestionsOffer } from "~/components/suggestions-offer";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { fieldClass } from "~/features/marketing/form-fields";
import { ApiError } from "~/lib/api";
import {
  TALENT_EXPORT_URL,
  useEraseMe,
  useTalentSignOut,
  useUpdateTalentProfile,
  useUploadTalentResume,
} from "./api.ts";
import {
  keyOf,
  labels,
  toBody,
  toValues,
  unapplied,
  type Values,
  withChoice,
} from "./profile-form-values.ts";

export function TalentProfileForm({ profile }: { profile: TalentProfile }) {
  const [values, setValues] = useState<Values>(() => toValues(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const update = useUpdateTalentProfile();
  const upload = useUploadTalentResume();
  const signOut = useTalentSignOut();
  const erase = useEraseMe();
  const [confirmErase, setConfirmErase] = useState(false);
  const missing = COMPLETENESS_PARTS.filter((part) => !part.done(profile)).map((p) => p.label);

  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  // Suggestions from the résumé go into the form when tapped; saving the form writes them.
  const [applied, setApplied] = useState<string[]>([]);
  const remaining = unapplied(profile.suggestions, applied);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = toBody(values);
    // The schema (and zod) load with the first save, not with the screen.
    const { talentUpdateSchema } = await import("#common/talent.ts");
    const checked = talentUpdateSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof Values;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    // mutateAsync: the saved profile remounts this form, and the promise still settles.
    update.mutateAsync(body).then(
      () => toast({ title: talentMessages.saved }),
      (error: Error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
        toast({
          title: "Your profile was not saved",
          description: error instanceof ApiError ? error.serverMessage : error.message,
          variant: "destructive",
        });
      },
    );
  }

  const field = (name: keyof Values, type = "text") => (
    <div className="space-y-2">
      <Label htmlFor={`talent-${name}`}>{labels[name]}</Label>
      <Input
        id={`talent-${name}`}
        type={type}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `talent-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`talent-${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="space-y-10">
      <section aria-labelledby="completeness-heading" className="rounded-2xl bg-muted p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id="completeness-heading" className="text-lg font-semibold">
            Profile completeness
          </h2>
          <span className="text-2xl font-bold" data-testid="completeness">
            {profile.completeness}%
          </span>
        </div>
        <Progress
          className="mt-3"
          value={profile.completeness}
          aria-label="Profile completeness"
          aria-valuetext={`${profile.completeness}%`}
        />
        {missing.length > 0 && (
          <p className="mt-3 text-sm text-muted-foreground">Still missing: {missing.join(", ")}.</p>
        )}
      </section>

      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Your profile">
        <SuggestionsOffer
          suggestions={remaining}
          onAccept={(choice) => {
            setValues((current) => withChoice(current, choice));
            setApplied((keys) => [...keys, keyOf(choice)]);
          }}
        />
        {applied.length > 0 && (
          <p className="text-sm text-muted-foreground" role="status">
            {SUGGESTION_COPY.savePrompt}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="talent-availability">{labels.availability}</Label>
            <select
              id="talent-availability"
              value={values.availability}
              onChange={(e) => set("availability")(e.target.value)}
              className={`${fieldClass} h-10`}
            >
              <option value="">Not set</option>
              {AVAILABILITY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          {field("hourlyRate", "number")}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {field("availableFrom", "date")}
          {field("experience", "number")}
        </div>
        {field("location")}
        {field("phone", "tel")}
        {field("skills")}
        {field("spokenLanguages")}
        <div className="space-y-2">
          <Label htmlFor="talent-summary">{labels.summary}</Label>
          <Textarea
            id="talent-summary"
            rows={5}
            value={values.summary}
            onChange={(e) => set("summary")(e.target.value)}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          {field("githubUrl", "url")}
          {field("linkedinUrl", "url")}
          {field("portfolioUrl", "url")}
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save profile"}
        </Button>
      </form>

      <section aria-labelledby="resume-heading" className="space-y-3">
        <h2 id="resume-heading" className="text-lg font-semibold">
          Résumé
        </h2>
        <p className="text-sm text-muted-foreground">
          {profile.resumeUrl
            ? "A résumé is on file. Upload a new one to replace it."
            : "No résumé yet."}
        </p>
        <Label htmlFor="talent-resume">Upload a résumé (PDF or Word, up to 10 MB)</Label>
        <input
          id="talent-resume"
          type="file"
          accept=".pdf,.doc,.docx"
          className={`${fieldClass} h-auto`}
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            if (file.size > RESUME_MAX_BYTES) {
              toast({
                title: "The resume is too large. Resumes may be at most 10 MB.",
                variant: "destructive",
              });
              return;
            }
            upload.mutateAsync(file).then(
              () => toast({ title: "Your résumé is saved." }),
              (error: Error) =>
                toast({
                  title: "Your résumé was not saved",
                  description: error instanceof ApiError ? error.serverMessage : error.message,
                  variant: "destructive",
                }),
            );
          }}
        />
      </section>

      <section aria-labelledby="data-heading" className="space-y-3 rounded-2xl border p-6">
        <h2 id="data-heading" className="text-lg font-semibold">
          Your data
        </h2>
        <p className="text-sm text-muted-foreground">
          Download everything we store about you, or erase it. Erasure removes your name, contact
          details, links, summary and files for good.
        </p>
        <div className="flex flex-wrap gap-3">
          <a
            href={TALENT_EXPORT_URL}
            download
            className="text-sm font-medium text-primary underline underline-offset-4"
          >
            Download my data
          </a>
        </div>
        {confirmErase ? (
          <div className="space-y-3" role="group" aria-label="Confirm erasure">
            <p className="text-sm font-medium text-destructive">
              Erase your profile and all your data? This cannot be undone.
            </p>
            <div className="flex gap-3">
              <Button
                variant="destructive"
                disabled={erase.isPending}
                onClick={() =>
                  erase.mutateAsync().then(
                    () => toast({ title: talentMessages.erased }),
                    () => toast({ title: "Your data was not erased", variant: "destructive" }),
                  )
                }
              >
                Erase my data
              </Button>
              <Button variant="outline" onClick={() => setConfirmErase(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" onClick={() => setConfirmErase(true)}>
            Erase my data…
          </Button>
        )}
      </section>

      <Button variant="ghost" onClick={() => signOut.mutate()}>
        Sign out
      </Button>
    </div>
  );
}
