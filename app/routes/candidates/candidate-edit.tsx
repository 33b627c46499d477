import { useParams } from "react-router";
import { AdminOnly } from "~/components/admin/admin-only";
import { CandidateFormScreen } from "~/features/candidates/candidate-form";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Edit Candidate");

/** /developers/{id}/edit: the same form in edit mode (admins; the server enforces it). */
export default function CandidateEdit() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <CandidateFormScreen id={id} />
    </AdminOnly>
  );
}
