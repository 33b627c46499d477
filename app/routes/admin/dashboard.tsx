import {
  BarChart3,
  Briefcase,
  Building2,
  Handshake,
  Mail,
  Shield,
  User,
  Users,
} from "lucide-react";
import { Suspense } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Spinner } from "~/components/spinner";
import { StatCard } from "~/components/stat-card";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useAuth } from "~/features/auth/api";
import { DemoDataNotice } from "~/features/demo-data/demo-data-notice";
import { useAdminStats } from "~/features/users/api";
import { CreateUserDialog } from "~/features/users/create-user-dialog";
import { privateMeta } from "~/lib/seo";
import { dashboardTabs } from "~/routes/admin/dashboard-tabs";
import { screenHeadings } from "~/screen-headings";

export const meta = () => privateMeta("Admin Dashboard");

/**
 * /admin, the admin dashboard. The route guard has already made sure someone is
 * signed in; a non-admin is sent home. The server refuses every admin call
 * of a non-admin regardless.
 */
export default function AdminDashboard() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const stats = useAdminStats();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab = dashboardTabs.some((t) => t.value === requested)
    ? requested!
    : dashboardTabs[0]!.value;
  const count = (n: number | undefined) => (n === undefined ? "–" : n);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {screenHeadings.adminDashboard.title}
          </h1>
          <p className="mt-1 text-muted-foreground">{screenHeadings.adminDashboard.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/job-orders">
              <Briefcase aria-hidden="true" />
              Job Orders
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/companies">
              <Building2 aria-hidden="true" />
              Companies
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/engagements">
              <Handshake aria-hidden="true" />
              Engagements
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/reports">
              <BarChart3 aria-hidden="true" />
              Reports
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/campaigns">
              <Mail aria-hidden="true" />
              Email Campaigns
            </Link>
          </Button>
          <CreateUserDialog />
        </div>
      </div>

      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Users" value={count(stats.data?.totalUsers)} icon={Users} />
        <StatCard label="Admin Users" value={count(stats.data?.adminUsers)} icon={Shield} />
        <StatCard label="Regular Users" value={count(stats.data?.regularUsers)} icon={User} />
      </div>

      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
        className="mt-8"
      >
        <TabsList className="h-auto flex-wrap">
          {dashboardTabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.Label ? <t.Label /> : t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {dashboardTabs.map((t) => (
          <TabsContent key={t.value} value={t.value} className="mt-4">
            {/* The tab's code comes with its first showing (./dashboard-tabs.tsx). */}
            <Suspense
              fallback={
                <div className="py-12">
                  <Spinner />
                </div>
              }
            >
              <t.Content />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>

      {/* Below the tabs: it appears once its count has arrived, after the first paint, and
          at the top it became the page's largest paint (4.1 s on a slow phone). */}
      <DemoDataNotice />
    </div>
  );
}
