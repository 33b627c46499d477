/**
 * Form fields shared by the Create New User and Edit User dialogs. They read the form from
 * context, so each dialog keeps its own schema (common/auth.ts) and submit handling.
 */
import { useFormContext } from "react-hook-form";
import { Checkbox } from "~/components/ui/checkbox";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  LabeledField,
} from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/features/auth/password-input";

interface ProfileValues {
  email: string;
  firstName: string;
  lastName: string;
  isAdmin?: boolean;
}

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export function ProfileFields() {
  const { control } = useFormContext<ProfileValues>();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField control={control} name="firstName" label="First Name">
          {(field) => <Input autoComplete="off" {...field} />}
        </LabeledField>
        <LabeledField control={control} name="lastName" label="Last Name">
          {(field) => <Input autoComplete="off" {...field} />}
        </LabeledField>
      </div>
      <LabeledField control={control} name="email" label="Email">
        {(field) => <Input type="email" autoComplete="off" {...field} />}
      </LabeledField>
      <FormField
        control={control}
        name="isAdmin"
        render={({ field }) => (
          <FormItem className="flex flex-row items-start gap-3 space-y-0 rounded-md border p-3">
            <FormControl>
              <Checkbox
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            </FormControl>
            <div className="space-y-1 leading-none">
              <FormLabel>Admin privileges</FormLabel>
              <FormDescription>
                Admins manage developer profiles, users and shareable links.
              </FormDescription>
            </div>
          </FormItem>
        )}
      />
    </>
  );
}

export function PasswordFields() {
  const { control } = useFormContext<PasswordValues>();
  return (
    <>
      <LabeledField control={control} name="password" label="Password">
        {(field) => <PasswordInput autoComplete="new-password" {...field} />}
      </LabeledField>
      <LabeledField control={control} name="confirmPassword" label="Confirm Password">
        {(field) => <PasswordInput autoComplete="new-password" {...field} />}
      </LabeledField>
    </>
  );
}
