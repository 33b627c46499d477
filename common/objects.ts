/** Response shapes of the upload calls (spec §7 "POST /api/objects/upload"). */
import * as z from "zod";

/** Where the browser PUTs the raw file: valid for 15 minutes, no cookie needed. */
export const uploadUrlSchema = z.object({ uploadURL: z.string() });
/** The disk backend's receiver answers this once the file is stored. */
export const uploadReceivedSchema = z.object({ ok: z.literal(true) });
