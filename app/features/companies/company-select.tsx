/**
 * The company picker of a job order's screen and the link dialogs: a native select of every
 * company by name. Its empty choice is "Match by e-mail domain" on something new (the server
 * then picks the company listing the customer's domain) and "No company" on what exists.
 */
import { useQuery } from "@tanstack/react-query";
import { NativeSelect } from "~/components/ui/native-select";
import { companiesQuery } from "./api.ts";
import { companyCopy } from "./copy.ts";

export function CompanySelect({
  id,
  value,
  onChange,
  isNew = false,
  disabled,
  className,
}: {
  /** Left out inside a form field, whose control gives the select its id and description. */
  id?: string;
  /** The company's id, or "" for the empty choice. */
  value: string;
  onChange: (value: string) => void;
  isNew?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const companies = useQuery(companiesQuery());
  // Until the list is in, the stored choice cannot be shown by name: say so instead.
  if (!companies.data) {
    return (
      <NativeSelect id={id} disabled value="" className={className} onChange={() => {}}>
        <option value="">
          {companies.isError ? "Companies unavailable" : "Loading companies..."}
        </option>
      </NativeSelect>
    );
  }
  return (
    <NativeSelect
      id={id}
      value={value}
      disabled={disabled}
      className={className}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{isNew ? companyCopy.byDomain : companyCopy.none}</option>
      {companies.data.map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A company's name for a screen, from the same list (null while unknown or for none). */
export function useCompanyName(companyId: string | null): string | null {
  const companies = useQuery({ ...companiesQuery(), enabled: companyId !== null });
  if (!companyId) return null;
  return companies.data?.find((c) => c.id === companyId)?.name ?? null;
}
