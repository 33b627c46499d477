/**
 * The admins' companies: the list, one company, create, change, delete, and its roll-up,
 * its timeline and the roll-up's viewers as CSV.
 */
import type {
  Company,
  CompanyActivity,
  CompanyTimeline,
  CreateCompanyInput,
  UpdateCompanyInput,
} from "../company.ts";
import { endpoint, types } from "../endpoint.ts";

export const companyEndpoints = {
  list: endpoint("GET", "/api/admin/companies", types<{ response: Company[] }>()),
  create: endpoint(
    "POST",
    "/api/admin/companies",
    types<{ body: CreateCompanyInput; response: Company }>(),
  ),
  one: endpoint("GET", "/api/admin/companies/{id}", types<{ response: Company }>()),
  update: endpoint(
    "PUT",
    "/api/admin/companies/{id}",
    types<{ body: UpdateCompanyInput; response: Company }>(),
  ),
  remove: endpoint("DELETE", "/api/admin/companies/{id}", types<{ response: null }>()),
  activity: endpoint(
    "GET",
    "/api/admin/companies/{id}/activity",
    types<{ response: CompanyActivity }>(),
  ),
  timeline: endpoint(
    "GET",
    "/api/admin/companies/{id}/timeline",
    types<{ response: CompanyTimeline }>(),
  ),
  /** A spreadsheet, opened as a download (the session cookie goes along). */
  activityCsv: endpoint(
    "GET",
    "/api/admin/companies/{id}/activity.csv",
    types<{ response: string }>(),
  ),
};
