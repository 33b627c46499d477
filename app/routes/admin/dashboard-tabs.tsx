/**
 * The admin dashboard's tabs, in order. A feature adds its tab with one entry here; the
 * dashboard renders whatever this list holds (spec §2: 'User Management', then
 * 'Shareable Links'; the leads inbox adds 'Inquiries').
 */
import type { ComponentType } from "react";
import { ApplicationsTab } from "~/features/applications/applications-tab";
import { ActivityTab } from "~/features/audit/activity-tab";
import { InquiriesTab } from "~/features/inquiries/inquiries-tab";
import { InterviewRequestsList } from "~/features/links/interview-requests-list";
import { LinksTab } from "~/features/links/links-tab";
import { UsersTab } from "~/features/users/users-tab";
import { WebhooksTab } from "~/features/webhooks/webhooks-tab";

export interface DashboardTab {
  /** The tab's id, also kept in the URL (`/admin?tab=users`). */
  value: string;
  label: string;
  Content: ComponentType;
}

export const dashboardTabs: DashboardTab[] = [
  { value: "users", label: "User Management", Content: UsersTab },
  { value: "links", label: "Shareable Links", Content: LinksTab },
  { value: "interviews", label: "Interview Requests", Content: InterviewRequestsList },
  { value: "inquiries", label: "Inquiries", Content: InquiriesTab },
  { value: "applications", label: "Applications", Content: ApplicationsTab },
  { value: "webhooks", label: "Webhooks", Content: WebhooksTab },
  { value: "activity", label: "Activity", Content: ActivityTab },
];
