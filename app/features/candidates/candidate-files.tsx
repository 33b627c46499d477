/**
 * The candidate form's left column: the Profile Photo card, the Resume card and the Video
 * introduction card, each with its upload dialog. In create mode an upload's URL is only held by
 * the form and sent with the candidate; in edit mode it is attached at once through its own call.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileText, Upload } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Candidate } from "#common/candidate.ts";
import { PHOTO_MAX_BYTES, RESUME_MAX_BYTES, VIDEO_MAX_BYTES } from "#common/constants.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { candidateKey, candidatesKey } from "~/features/candidates/api";
import { CandidateAvatar } from "~/features/candidates/candidate-card";
import { VideoPlayer } from "~/features/candidates/video-introduction";
import { ApiError } from "~/lib/api";
import { call } from "~/lib/endpoint-client";

const ObjectUploader = lazy(() => import("~/components/object-uploader"));

/** Only stored files have a URL the browser can show; an upload URL is not one. */
const isStored = (url: string | null) => !!url && url.startsWith("/objects/");

type Kind = "photo" | "resume" | "video";

const kinds = {
  photo: {
    attach: (id: string, url: string): Promise<Partial<Candidate>> =>
      call(endpoints.setPhoto, { params: { id }, body: { profilePhotoURL: url } }),
    success: "Profile photo updated successfully",
    failure: "Failed to update profile photo",
    maxFileSize: PHOTO_MAX_BYTES,
    allowedFileTypes: ["image/*"],
    note: "One image, up to 5 MB",
  },
  resume: {
    attach: (id: string, url: string): Promise<Partial<Candidate>> =>
      call(endpoints.setResume, { params: { id }, body: { resumeURL: url } }),
    success: "Resume updated successfully",
    failure: "Failed to update resume",
    maxFileSize: RESUME_MAX_BYTES,
    allowedFileTypes: [".pdf", ".doc", ".docx"],
    note: "One PDF or Word document, up to 10 MB",
  },
  video: {
    attach: (id: string, url: string): Promise<Partial<Candidate>> =>
      call(endpoints.setVideo, { params: { id }, body: { videoURL: url } }),
    success: "Video introduction updated successfully",
    failure: "Failed to update video introduction",
    maxFileSize: VIDEO_MAX_BYTES,
    allowedFileTypes: [".mp4", ".webm", "video/mp4", "video/webm"],
    note: "One MP4 or WebM video, up to 500 MB",
  },
} as const;

export function CandidateFiles({
  candidate,
  name,
  photo,
  resume,
  onPhotoUploaded,
  onResumeUploaded,
  video,
  onVideoUploaded,
}: {
  candidate?: Candidate;
  name: string;
  photo: string | null;
  resume: string | null;
  onPhotoUploaded: (url: string) => void;
  onResumeUploaded: (url: string) => void;
  video: string | null;
  onVideoUploaded: (url: string) => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Kind | null>(null);
  /** Create mode: a local preview of the chosen photo, which has no /objects URL yet. */
  const [pending, setPending] = useState<Partial<Record<Kind, string>>>({});

  const attach = useMutation({
    mutationFn: ({ kind, url }: { kind: Kind; url: string }) =>
      kinds[kind].attach(candidate!.id, url),
    onSuccess: (changed, { kind }) => {
      if (!candidate) return;
      queryClient.setQueryData<Candidate>(candidateKey(candidate.id), (c) =>
        c ? { ...c, ...changed } : c,
      );
      void queryClient.invalidateQueries({
        queryKey: [candidatesKey],
        predicate: (q) => q.queryKey[1] !== encodeURIComponent(candidate.id),
      });
      toast({ title: "Success", description: kinds[kind].success });
    },
    // A refusal of the file itself (too large, wrong type, a Word file that unpacks to far
    // more than a résumé) says why; anything else keeps the general words.
    onError: (error, { kind }) =>
      toast({
        title: "Error",
        description:
          error instanceof ApiError && error.status >= 413 && error.status <= 422
            ? error.serverMessage
            : kinds[kind].failure,
        variant: "destructive",
      }),
  });

  const uploaded = (kind: Kind) => (url: string) => {
    setOpen(null);
    if (candidate) {
      attach.mutate({ kind, url });
      return;
    }
    ({ photo: onPhotoUploaded, resume: onResumeUploaded, video: onVideoUploaded })[kind](url);
    setPending((p) => ({ ...p, [kind]: url }));
  };

  const uploadButton = (kind: Kind, label: string) => (
    <Button
      type="button"
      variant="outline"
      onClick={() => setOpen(kind)}
      disabled={attach.isPending && attach.variables?.kind === kind}
    >
      <Upload aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">Profile Photo</h2>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          <CandidateAvatar
            name={name || "New Candidate"}
            photo={isStored(photo) ? photo : null}
            size="h-28 w-28 text-2xl"
          />
          {!candidate && pending.photo && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
              Photo uploaded; it is saved with the candidate.
            </p>
          )}
          {uploadButton("photo", "Upload Photo")}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">Resume</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {isStored(resume) ? (
            <a
              href={resume!}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-2 text-primary hover:underline"
            >
              <FileText className="h-4 w-4" aria-hidden="true" />
              View Resume
            </a>
          ) : !candidate && pending.resume ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
              Resume uploaded; it is saved with the candidate.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No resume uploaded.</p>
          )}
          {uploadButton("resume", "Upload Resume")}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">Video introduction</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {isStored(video) ? (
            <VideoPlayer src={video!} name={name} />
          ) : !candidate && pending.video ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
              Video uploaded; it is saved with the candidate.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No video introduction uploaded.</p>
          )}
          {uploadButton("video", "Upload Video")}
        </CardContent>
      </Card>
      {open && (
        <Suspense fallback={null}>
          <ObjectUploader
            open
            onClose={() => setOpen(null)}
            onUploaded={uploaded(open)}
            maxFileSize={kinds[open].maxFileSize}
            allowedFileTypes={[...kinds[open].allowedFileTypes]}
            note={kinds[open].note}
            multipart={open === "video"}
          />
        </Suspense>
      )}
    </>
  );
}
