/**
 * The inquiries: the public contact forms (the home page's section and the contact page,
 * as JSON or as a form post without JavaScript) and the admins' leads inbox.
 */
import type { HiringNeed } from "../constants.ts";
import { endpoint, types } from "../endpoint.ts";
import type {
  ContactInquiryInput,
  HomeContactInput,
  Inquiry,
  InquiryHandledBody,
} from "../inquiry.ts";

/** The inbox's filters: `hiringNeeds: null` (written `hiringNeeds=`) = sent without one. */
export type InquiryInboxQuery = {
  hiringNeeds?: HiringNeed | null;
  handled?: boolean;
};

export const inquiryEndpoints = {
  sendHome: endpoint(
    "POST",
    "/api/contact",
    types<{ body: HomeContactInput; response: Inquiry }>(),
  ),
  sendPage: endpoint(
    "POST",
    "/api/contacts",
    types<{ body: ContactInquiryInput; response: Inquiry }>(),
  ),
  list: endpoint(
    "GET",
    "/api/contacts",
    types<{ query: InquiryInboxQuery; response: Inquiry[] }>(),
  ),
  /** A CSV download, opened as a link. */
  exportCsv: endpoint(
    "GET",
    "/api/contacts/export.csv",
    types<{ query: InquiryInboxQuery; response: string }>(),
  ),
  setHandled: endpoint(
    "PATCH",
    "/api/contacts/{id}",
    types<{ body: InquiryHandledBody; response: Inquiry }>(),
  ),
};
