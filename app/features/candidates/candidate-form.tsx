/**
 * The candidate form in both modes: create (no id) and edit (fields filled
 * from the loaded candidate). Validation is the shared schema of common/candidate.ts.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { type Candidate, candidateFormSchema, splitList } from "#common/candidate.ts";
import {
  AVAILABILITY_VALUES,
  CANDIDATE_RANGES,
  CANDIDATE_STATUS_VALUES,
} from "#common/constants.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  LabeledField,
} from "~/components/ui/form";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { candidateKey, candidatesKey, useCandidate } from "~/features/candidates/api";
import { call } from "~/lib/endpoint-client";
import { applyFieldErrors } from "~/lib/field-errors";
import { CandidateFiles } from "./candidate-files.tsx";
import { emptyValues, NumberField, TextField, toFormValues } from "./candidate-form-fields.tsx";
import { candidateStatusLabels } from "./candidate-status.tsx";
import { DuplicateWarning } from "./duplicate-warning.tsx";

export function CandidateFormScreen({ id }: { id?: string }) {
  const isEdit = !!id;
  const loaded = useCandidate(id);
  const backTo = isEdit ? `/developers/${id}` : "/developers";

  if (isEdit && loaded.isLoading) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
        <Spinner label="Loading candidate..." />
        <p className="text-muted-foreground">Loading candidate...</p>
      </div>
    );
  }
  if (isEdit && (loaded.isError || !loaded.data)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Developer Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The developer you're looking for doesn't exist or has been removed.
        </p>
        <Button asChild variant="ghost" className="mt-6">
          <Link to="/developers">
            <ArrowLeft aria-hidden="true" />
            Back to Developers
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" className="-ml-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {isEdit ? "Edit Candidate" : "Add New Candidate"}
      </h1>
      <CandidateForm candidate={loaded.data} backTo={backTo} />
    </div>
  );
}

function CandidateForm({ candidate, backTo }: { candidate?: Candidate; backTo: string }) {
  const isEdit = !!candidate;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(candidateFormSchema),
    defaultValues: candidate ? toFormValues(candidate) : emptyValues,
  });
  // A refetched candidate (e.g. after a photo was attached) refreshes the form's view.
  useEffect(() => {
    if (candidate) {
      form.setValue("profilePhoto", candidate.profilePhoto);
      form.setValue("resumeUrl", candidate.resumeUrl);
      form.setValue("videoUrl", candidate.videoUrl);
    }
  }, [candidate, form]);

  const save = useMutation({
    mutationFn: (values: ReturnType<typeof candidateFormSchema.parse>) => {
      const body = {
        ...values,
        skills: splitList(values.skills),
        spokenLanguages: splitList(values.spokenLanguages),
        tags: splitList(values.tags ?? ""),
      };
      if (!candidate) return call(endpoints.create, { body });
      // Edit mode attaches files through their own calls: never resend them.
      const { profilePhoto: _p, resumeUrl: _r, videoUrl: _v, ...fields } = body;
      return call(endpoints.update, { params: { id: candidate.id }, body: fields });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(candidateKey(saved.id), saved);
      await queryClient.invalidateQueries({
        queryKey: [candidatesKey],
        predicate: (q) => q.queryKey[1] !== encodeURIComponent(saved.id),
      });
      toast({
        title: "Success",
        description: isEdit ? "Candidate updated successfully" : "Candidate created successfully",
      });
      navigate(`/developers/${saved.id}`);
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, Object.keys(emptyValues));
      toast({
        title: "Error",
        description: isEdit ? "Failed to update candidate" : "Failed to create candidate",
        variant: "destructive",
      });
    },
  });

  const pending = save.isPending;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-1">
        <CandidateFiles
          candidate={candidate}
          name={form.watch("fullName")}
          photo={form.watch("profilePhoto") ?? null}
          resume={form.watch("resumeUrl") ?? null}
          onPhotoUploaded={(url) => form.setValue("profilePhoto", url)}
          onResumeUploaded={(url) => form.setValue("resumeUrl", url)}
          video={form.watch("videoUrl") ?? null}
          onVideoUploaded={(url) => form.setValue("videoUrl", url)}
        />
      </div>
      <Card className="lg:col-span-2">
        <CardHeader>
          <h2 className="text-xl font-semibold leading-none tracking-tight">
            Candidate Information
          </h2>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form
              noValidate
              onSubmit={form.handleSubmit((values) => save.mutate(values))}
              className="grid gap-4 sm:grid-cols-2"
            >
              <TextField control={form.control} name="fullName" label="Full Name *" />
              <TextField control={form.control} name="email" label="Email *" type="email" />
              <TextField control={form.control} name="phone" label="Phone" type="tel" />
              <TextField control={form.control} name="location" label="Location" />
              <TextField
                control={form.control}
                name="title"
                label="Job Title *"
                className="sm:col-span-2"
              />
              <FormField
                control={form.control}
                name="summary"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Professional Summary</FormLabel>
                    <FormControl>
                      <Textarea rows={5} {...field} value={field.value ?? ""} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <NumberField control={form.control} name="experience" label="Years of Experience" />
              <NumberField control={form.control} name="hourlyRate" label="Hourly Rate (USD)" />
              <LabeledField control={form.control} name="availability" label="Availability">
                {(field) => (
                  <NativeSelect
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.value)}
                  >
                    <option value="">Select availability</option>
                    {AVAILABILITY_VALUES.map((v) => (
                      <option key={v} value={v}>
                        {v}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </LabeledField>
              <TextField
                control={form.control}
                name="availableFrom"
                label="Available from"
                type="date"
              />
              <LabeledField control={form.control} name="isActive" label="Status">
                {(field) => (
                  <NativeSelect {...field} value={field.value ?? "active"}>
                    {CANDIDATE_STATUS_VALUES.map((v) => (
                      <option key={v} value={v}>
                        {candidateStatusLabels[v]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </LabeledField>
              <TextField
                control={form.control}
                name="skills"
                label="Skills (comma-separated)"
                placeholder="React, TypeScript, Node.js"
                className="sm:col-span-2"
              />
              <TextField
                control={form.control}
                name="spokenLanguages"
                label="Spoken Languages (comma-separated)"
                placeholder="English, Spanish"
                className="sm:col-span-2"
              />
              <TextField
                control={form.control}
                name="portfolioUrl"
                label="Portfolio URL"
                type="url"
              />
              <TextField control={form.control} name="githubUrl" label="GitHub URL" type="url" />
              <TextField
                control={form.control}
                name="linkedinUrl"
                label="LinkedIn URL"
                type="url"
              />
              <NumberField
                control={form.control}
                name="aiAssessmentScore"
                label={`AI Assessment Score (${CANDIDATE_RANGES.aiAssessmentScore.min}-${CANDIDATE_RANGES.aiAssessmentScore.max})`}
                step="any"
              />
              <TextField
                control={form.control}
                name="tags"
                label="Tags (comma-separated, admins only)"
                placeholder="shortlisted, senior"
                className="sm:col-span-2"
              />
              <DuplicateWarning control={form.control} excludeId={candidate?.id} />
              <div className="flex flex-col-reverse gap-2 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
                <Button asChild variant="outline">
                  <Link to={backTo}>Cancel</Link>
                </Button>
                <Button type="submit" disabled={pending}>
                  {isEdit
                    ? pending
                      ? "Updating..."
                      : "Update Candidate"
                    : pending
                      ? "Creating..."
                      : "Create Candidate"}
                </Button>
              </div>
            </form>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
