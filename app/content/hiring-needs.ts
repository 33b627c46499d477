/** Options for the "hiring needs" dropdown; the values are the stored contact-inquiry codes. */
export type HiringNeedValue =
  | "full-stack"
  | "mobile"
  | "ai-ml"
  | "backend"
  | "devops"
  | "leadership";

export interface HiringNeedOption {
  value: HiringNeedValue;
  label: string;
}

export const hiringNeedsOptions: HiringNeedOption[] = [
  { value: "full-stack", label: "Full-Stack Developers" },
  { value: "mobile", label: "Mobile Developers" },
  { value: "ai-ml", label: "AI/ML Engineers" },
  { value: "backend", label: "Backend Engineers" },
  { value: "devops", label: "DevOps Engineers" },
  { value: "leadership", label: "Technical Leadership" },
];
