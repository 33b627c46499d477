import { AdminOnly } from "~/components/admin/admin-only";
import { CandidateFormScreen } from "~/features/candidates/candidate-form";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Add New Candidate");

/** /developers/new: the candidate form in create mode (admins; the server enforces it). */
export default function CandidateNew() {
  return (
    <AdminOnly>
      <CandidateFormScreen />
    </AdminOnly>
  );
}
