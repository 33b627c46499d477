/**
 * The file dialog: Uppy's dashboard in a modal, 750×550 with 280 px
 * thumbnails, a progress bar, one file, no auto-proceed. Each file gets its own upload
 * URL from POST /api/objects/upload and is PUT straight to it (disk or bucket). Loaded
 * lazily: Uppy only reaches the browser when an admin opens an upload dialog.
 *
 * With `multipart` (videos), a file above the spec's threshold goes up in parts through
 * the companion-compatible calls under /api/objects/s3/: parts of at least
 * 5 MB, six at once, a failed upload retried after each of the spec's delays in turn.
 */
import AwsS3 from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import DashboardModal from "@uppy/react/dashboard-modal";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import "./object-uploader.css";
import { useEffect, useState } from "react";
import {
  isRetryableStatus,
  MULTIPART,
  UPLOAD_DASHBOARD,
  UPLOAD_MAX_FILES,
} from "#common/constants.ts";
import { objectEndpoints } from "#common/endpoints/objects.ts";
import { call } from "~/lib/endpoint-client";

export interface ObjectUploaderProps {
  open: boolean;
  onClose: () => void;
  /** Called with the URL the file was uploaded to, once the upload has finished. */
  onUploaded: (uploadURL: string) => void;
  maxFileSize: number;
  allowedFileTypes: string[];
  note: string;
  /** Large files (videos): up to the threshold in one PUT, above it in parts. */
  multipart?: boolean;
}

type AnyUppy = Uppy<Record<string, unknown>, Record<string, unknown>>;

/** One PUT of the whole file, to a URL signed for its exact size: an oversized file gets none. */
function singleUpload(uppy: AnyUppy, multipart: boolean) {
  return {
    shouldUseMultipart: false,
    signRequest: async (request: { method: string }) => {
      if (request.method !== "PUT") throw new Error("Only single-part uploads are used");
      const file = uppy.getFiles()[0];
      const size = file?.size ?? undefined;
      if (!multipart) {
        const body = size == null ? {} : { size };
        const { uploadURL } = await call(objectEndpoints.upload, { body });
        return { url: uploadURL };
      }
      const { url } = await call(objectEndpoints.singleUploadParams, {
        query: { filename: file?.name, type: file?.type, size },
      });
      return { url };
    },
  };
}

/**
 * Uppy's `companionEndpoint`: the prefix it appends `/s3/multipart…` to, from the table.
 * Typed so that moving the multipart calls away from that shape fails the typecheck.
 */
const startPath: `${string}/s3/multipart` = objectEndpoints.startMultipart.path;
const companionEndpoint = startPath.slice(0, -"/s3/multipart".length);

/** Parts through the companion-compatible calls under /api/objects/s3/. */
const partsUpload = {
  companionEndpoint,
  shouldUseMultipart: true,
  limit: MULTIPART.concurrency,
  getChunkSize: ({ size }: { size: number }) =>
    Math.max(MULTIPART.minPartBytes, Math.ceil(size / MULTIPART.maxParts)),
};

const isLarge = (size: number | null | undefined) => (size ?? 0) > MULTIPART.thresholdBytes;

/** Installs the way this file goes up; a dialog holds one file, so it is decided per file. */
function installUploadMode(uppy: AnyUppy, large: boolean, multipart: boolean) {
  const current = uppy.getPlugin("AwsS3");
  if (current) uppy.removePlugin(current);
  if (large) uppy.use(AwsS3, partsUpload);
  else uppy.use(AwsS3, singleUpload(uppy, multipart));
}

/** A failure worth retrying: a lost connection, or one of the retryable statuses. */
function retryable(error: unknown): boolean {
  const status = (error as { request?: { status?: number } })?.request?.status;
  return !status || isRetryableStatus(status);
}

export default function ObjectUploader({
  open,
  onClose,
  onUploaded,
  maxFileSize,
  allowedFileTypes,
  note,
  multipart = false,
}: ObjectUploaderProps) {
  const [uppy] = useState(() => {
    const instance = new Uppy({
      autoProceed: false,
      restrictions: { maxNumberOfFiles: UPLOAD_MAX_FILES, maxFileSize, allowedFileTypes },
    }) as AnyUppy;
    installUploadMode(instance, false, multipart);
    return instance;
  });

  useEffect(() => {
    if (!multipart) return;
    const attempts = new Map<string, number>();
    const onAdded = (file: { size: number | null }) => {
      installUploadMode(uppy, isLarge(file.size), true);
    };
    const onError = (file: { id: string } | undefined, error: unknown) => {
      if (!file || !retryable(error)) return;
      const attempt = attempts.get(file.id) ?? 0;
      const delay = MULTIPART.retryDelaysMs[attempt];
      if (delay === undefined) return;
      attempts.set(file.id, attempt + 1);
      setTimeout(() => {
        if (uppy.getFile(file.id)) void uppy.retryUpload(file.id);
      }, delay);
    };
    uppy.on("file-added", onAdded);
    uppy.on("upload-error", onError);
    return () => {
      uppy.off("file-added", onAdded);
      uppy.off("upload-error", onError);
    };
  }, [uppy, multipart]);

  useEffect(() => {
    const onComplete = (result: { successful?: Array<{ uploadURL?: string }> }) => {
      const url = result.successful?.[0]?.uploadURL;
      if (url) onUploaded(url);
    };
    uppy.on("complete", onComplete);
    return () => {
      uppy.off("complete", onComplete);
    };
  }, [uppy, onUploaded]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  return (
    <DashboardModal
      uppy={uppy}
      open={open}
      onRequestClose={() => {
        uppy.cancelAll();
        onClose();
      }}
      thumbnailWidth={UPLOAD_DASHBOARD.thumbnailWidth}
      // Thumbnails are made when a file is added, and the upload waits for them. Made
      // lazily instead, a thumbnail could still be queued when the finished upload closes
      // the dialog and removes the file, and Uppy reports that as an error.
      waitForThumbnailsBeforeUpload
      note={note}
      proudlyDisplayPoweredByUppy={false}
      closeModalOnClickOutside
    />
  );
}
