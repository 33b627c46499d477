/** Erasing an inquiry's personal data from the inbox (the erase parts are talent's). */
import { talentEndpoints } from "#common/endpoints/talent.ts";
import { Confirm, useErase } from "~/features/talent/erase-buttons";
import { inquiriesKey } from "./api.ts";

/** On an inquiry in the inbox (admins). */
export function EraseInquiryButton({ inquiryId }: { inquiryId: string }) {
  const erase = useErase(talentEndpoints.eraseInquiry, inquiryId, inquiriesKey);
  return <Confirm label="Erase" busy={erase.isPending} onConfirm={() => erase.mutate()} />;
}
