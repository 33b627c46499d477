/** Erasing an inquiry's personal data from the inbox (the erase parts are talent's). */
import { Confirm, useErase } from "~/features/talent/erase-buttons";
import { inquiriesKey } from "./api.ts";

/** On an inquiry in the inbox (admins). */
export function EraseInquiryButton({ inquiryId }: { inquiryId: string }) {
  const erase = useErase(`/api/contacts/${encodeURIComponent(inquiryId)}/erase`, inquiriesKey);
  return <Confirm label="Erase" busy={erase.isPending} onConfirm={() => erase.mutate()} />;
}
