/** The job order's pipeline board as the journeys find it: a stage's column, a card in it. */
import type { Page } from "@playwright/test";

/** The column of one stage, by its heading ("Shortlisted 2" starts with "Shortlisted"). */
export const column = (page: Page, stage: string) =>
  page
    .locator("section[data-stage]")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${stage}\\b`) }) });

/** A candidate's card in a stage's column. */
export const card = (page: Page, stage: string, name: string) =>
  column(page, stage).getByTestId("pipeline-card").filter({ hasText: name });
