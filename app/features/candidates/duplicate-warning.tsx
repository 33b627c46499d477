/**
 * The candidate form's duplicate warning: while the admin types, it asks the
 * server which candidates are probably the same person (same e-mail, LinkedIn or GitHub
 * profile, or a similar name with the same phone) and links to them before saving.
 */
import { AlertTriangle } from "lucide-react";
import { useEffect, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { CandidateFormValues } from "#common/candidate.ts";
import { type DuplicateFields, useDuplicates } from "./recruiter-api.ts";

/** Typing pauses this long before the check, so one keystroke is not one request. */
const DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, key: string): T {
  const [debounced, setDebounced] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the value's identity
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return debounced;
}

export function DuplicateWarning({
  control,
  excludeId,
}: {
  control: Control<CandidateFormValues>;
  excludeId?: string;
}) {
  const [email, fullName, phone, linkedinUrl, githubUrl] = useWatch({
    control,
    name: ["email", "fullName", "phone", "linkedinUrl", "githubUrl"],
  });
  const typed: DuplicateFields = {
    email: email ?? "",
    fullName: fullName ?? "",
    phone: phone ?? "",
    linkedinUrl: linkedinUrl ?? "",
    githubUrl: githubUrl ?? "",
  };
  const fields = useDebounced(typed, JSON.stringify(typed));
  const { data } = useDuplicates(fields, excludeId);
  if (!data || data.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2 dark:bg-amber-950/30 dark:text-amber-100"
      data-testid="duplicate-warning"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        This may be a developer who is already in the pool:
      </p>
      <ul className="mt-2 space-y-1">
        {data.map((m) => (
          <li key={`${m.candidateId}-${m.reason}`}>
            <Link
              to={`/developers/${m.candidateId}`}
              target="_blank"
              className="font-medium underline underline-offset-4"
            >
              {m.fullName}
            </Link>{" "}
            ({m.email}) — {m.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
