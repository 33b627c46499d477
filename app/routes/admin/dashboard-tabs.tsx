/**
 * The admin dashboard's tabs, in order. A feature adds its tab with one entry here; the
 * dashboard renders whatever this list holds ('User Management', then
 * 'Shareable Links'; the leads inbox adds 'Inquiries'). The first is where /admin opens, as
 * the spec has it; 'Today', the recruiter's work for the day, follows the spec's two with
 * its count on the label, one tap from anywhere on the dashboard (`/admin?tab=today`);
 * Applications and Interview Requests count what waits in them, from the same read.
 *
 * Each tab's code loads when the tab is first shown: only the open tab is
 * rendered, and loading all seven with the dashboard made /admin's first load the
 * heaviest of the app (35 KB of dashboard code, plus what each tab brings).
 */
import { type ComponentType, lazy } from "react";
import { countedLabel, TodayTabLabel } from "~/features/today/tab-label";

export interface DashboardTab {
  /** The tab's id, also kept in the URL (`/admin?tab=users`). */
  value: string;
  label: string;
  /** A label that shows more than its words (a count), read when the dashboard opens. */
  Label?: ComponentType;
  Content: ComponentType;
}

/** A tab's component, loaded when first rendered. */
const tab = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(() => load().then((m) => ({ default: pick(m) })));

export const dashboardTabs: DashboardTab[] = [
  {
    value: "users",
    label: "User Management",
    Content: tab(
      () => import("~/features/users/users-tab"),
      (m) => m.UsersTab,
    ),
  },
  {
    value: "links",
    label: "Shareable Links",
    Content: tab(
      () => import("~/features/links/links-tab"),
      (m) => m.LinksTab,
    ),
  },
  {
    value: "today",
    label: "Today",
    Label: TodayTabLabel,
    Content: tab(
      () => import("~/features/today/today-tab"),
      (m) => m.TodayTab,
    ),
  },
  {
    value: "interviews",
    label: "Interview Requests",
    // Requests still to be scheduled.
    Label: countedLabel("Interview Requests", "interviewRequests"),
    Content: tab(
      () => import("~/features/links/interview-requests-list"),
      (m) => m.InterviewRequestsList,
    ),
  },
  {
    value: "inquiries",
    label: "Inquiries",
    Content: tab(
      () => import("~/features/inquiries/inquiries-tab"),
      (m) => m.InquiriesTab,
    ),
  },
  {
    value: "applications",
    label: "Applications",
    // Applications nobody has reviewed yet.
    Label: countedLabel("Applications", "applications"),
    Content: tab(
      () => import("~/features/applications/applications-tab"),
      (m) => m.ApplicationsTab,
    ),
  },
  {
    value: "webhooks",
    label: "Webhooks",
    Content: tab(
      () => import("~/features/webhooks/webhooks-tab"),
      (m) => m.WebhooksTab,
    ),
  },
  {
    value: "activity",
    label: "Activity",
    Content: tab(
      () => import("~/features/audit/activity-tab"),
      (m) => m.ActivityTab,
    ),
  },
];
