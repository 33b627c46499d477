/**
 * The words of a link's "what the customer sees" switches, shared by the link dialog and a job
 * order's shortlist dialog (which loads no form library), so both say the same thing.
 */
import type { LinkWorkspaceSettings } from "#common/link.ts";

export type LinkSwitch = { name: keyof LinkWorkspaceSettings; label: string; help: string };

export const SHOW_RATES = {
  name: "showRates",
  label: "Show hourly rates",
  help: "Off: rates are left out entirely.",
} as const satisfies LinkSwitch;
export const SHOW_CONTACT = {
  name: "showContact",
  label: "Show contact details",
  help: "Off: developers' e-mail and phone are left out.",
} as const satisfies LinkSwitch;
export const ALLOW_RESUME_DOWNLOAD = {
  name: "allowResumeDownload",
  label: "Allow résumé download",
  help: "Off: no résumé link, and the file cannot be fetched.",
} as const satisfies LinkSwitch;
export const WATERMARK = {
  name: "watermark",
  label: "Watermark résumés",
  help: "Résumés download as PDFs stamped with the viewer's e-mail and the date; never the original file.",
} as const satisfies LinkSwitch;
export const NOTIFY_ON_ACTIVITY = {
  name: "notifyOnActivity",
  label: "E-mail me about activity",
  help: "First visit, each 'Interested' verdict and each interview request.",
} as const satisfies LinkSwitch;
