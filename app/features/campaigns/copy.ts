/** The campaign screens' words. */
import {
  CAMPAIGN_MESSAGES,
  type CampaignStatus,
  type MergeField,
  type RecipientStatus,
} from "#common/campaign.ts";

export const statusLabels: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

export const recipientStatusLabels: Record<RecipientStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
};

export const mergeFieldLabels: Record<MergeField, string> = {
  firstName: "First name",
  lastName: "Last name",
  company: "Company",
  email: "E-mail",
};

export const campaignCopy = {
  title: "Email Campaigns",
  intro: "Send one e-mail to many inquiries or link customers, with their names filled in.",
  notConfigured: `${CAMPAIGN_MESSAGES.smtpNotConfigured} You can write and save drafts, but not send them until an administrator sets up SMTP.`,
  empty: "No campaigns yet. Start one to reach your inquiries or link customers.",
  bodyHelp:
    "Markdown: **bold**, _italic_, [link](https://…), lists. Merge fields are filled in for each recipient.",
};
