/**
 * The one way a form shows the server's field messages: a 400's `errors` (field name →
 * message) go under the form's own fields. A dotted name
 * ("skills.2", "slots.0") goes to its first segment's field when the form has no field of
 * that exact name. Messages for fields the form does not have are left to the caller, who
 * shows the answer's `message` instead.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api.ts";

/** Sets each known field's message; true when at least one field got one. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = fields.includes(field) ? field : field.split(".")[0]!;
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { message });
    shown = true;
  }
  return shown;
}
