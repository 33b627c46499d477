import { MailWarning } from "lucide-react";
import { useCampaignSettings } from "~/features/campaigns/api";

/**
 * Without SMTP_HOST, one-time codes and activity e-mails go to DATA_DIR/outbox/ instead,
 * where none is lost, and the admin screens say so: nobody waits for mail.
 */
export function EmailNotConfiguredNotice() {
  const settings = useCampaignSettings();
  if (settings.data?.emailConfigured !== false) return null;
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        E-mail is not configured (SMTP_HOST): one-time codes and activity e-mails are written to the
        server's outbox folder instead of being sent.
      </span>
    </p>
  );
}
