/**
 * The file dialog (spec §2/§5/§9): Uppy's dashboard in a modal, 750×550 with 280 px
 * thumbnails, a progress bar, one file, no auto-proceed. Each file gets its own upload
 * URL from POST /api/objects/upload and is PUT straight to it (disk or bucket). Loaded
 * lazily: Uppy only reaches the browser when an admin opens an upload dialog.
 */
import AwsS3 from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import DashboardModal from "@uppy/react/dashboard-modal";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import "./object-uploader.css";
import { useEffect, useState } from "react";
import { UPLOAD_DASHBOARD, UPLOAD_MAX_FILES } from "#common/constants.ts";
import { apiJson } from "~/lib/api";

export interface ObjectUploaderProps {
  open: boolean;
  onClose: () => void;
  /** Called with the URL the file was uploaded to, once the upload has finished. */
  onUploaded: (uploadURL: string) => void;
  maxFileSize: number;
  allowedFileTypes: string[];
  note: string;
}

export default function ObjectUploader({
  open,
  onClose,
  onUploaded,
  maxFileSize,
  allowedFileTypes,
  note,
}: ObjectUploaderProps) {
  const [uppy] = useState(() =>
    new Uppy({
      autoProceed: false,
      restrictions: { maxNumberOfFiles: UPLOAD_MAX_FILES, maxFileSize, allowedFileTypes },
    }).use(AwsS3, {
      shouldUseMultipart: false,
      signRequest: async (request) => {
        if (request.method !== "PUT") throw new Error("Only single-part uploads are used");
        const { uploadURL } = await apiJson<{ uploadURL: string }>("POST", "/api/objects/upload");
        return { url: uploadURL };
      },
    }),
  );

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
