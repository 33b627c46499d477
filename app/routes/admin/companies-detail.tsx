import { useParams } from "react-router";
import { AdminOnly } from "~/components/admin/admin-only";
import { CompanyScreen } from "~/features/companies/company-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Company");

/** /admin/companies/{id}: the company's details, its viewers' roll-up, links, job orders and engagements. */
export default function CompanyDetail() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <CompanyScreen key={id} id={id ?? ""} />
    </AdminOnly>
  );
}
