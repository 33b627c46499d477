import { AdminOnly } from "~/components/admin/admin-only";
import { CompaniesScreen } from "~/features/companies/companies-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Companies");

/**
 * /admin/companies: the customers' organisations. Inside the admin-only wrapper like the
 * job order screens; the server refuses every company call to anyone but an admin anyway.
 */
export default function Companies() {
  return (
    <AdminOnly>
      <CompaniesScreen />
    </AdminOnly>
  );
}
