/**
 * The admin dashboard's tabs, in order. A feature adds its tab with one entry here; the
 * dashboard renders whatever this list holds (spec §2: 'User Management', then
 * 'Shareable Links'; the leads inbox adds 'Inquiries').
 */
import type { ComponentType } from "react";
import { InquiriesTab } from "./inquiries-tab.tsx";
import { ShareableLinksTab } from "./shareable-links-tab.tsx";
import { UserManagementTab } from "./user-management-tab.tsx";

export interface DashboardTab {
  /** The tab's id, also kept in the URL (`/admin?tab=users`). */
  value: string;
  label: string;
  Content: ComponentType;
}

export const dashboardTabs: DashboardTab[] = [
  { value: "users", label: "User Management", Content: UserManagementTab },
  { value: "links", label: "Shareable Links", Content: ShareableLinksTab },
  { value: "inquiries", label: "Inquiries", Content: InquiriesTab },
];
