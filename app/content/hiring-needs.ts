/**
 * The "hiring needs" dropdown's words. The values are the stored contact-inquiry codes,
 * listed once in common/constants.ts: a value added there must get its label here (the
 * Record's type says so), and the option order follows the shared list.
 */
import { HIRING_NEEDS_VALUES, type HiringNeed } from "#common/constants.ts";

export const hiringNeedLabels: Record<HiringNeed, string> = {
  "full-stack": "Full-Stack Developers",
  mobile: "Mobile Developers",
  "ai-ml": "AI/ML Engineers",
  backend: "Backend Engineers",
  devops: "DevOps Engineers",
  leadership: "Technical Leadership",
};

export interface HiringNeedOption {
  value: HiringNeed;
  label: string;
}

export const hiringNeedsOptions: HiringNeedOption[] = HIRING_NEEDS_VALUES.map((value) => ({
  value,
  label: hiringNeedLabels[value],
}));
