/**
 * The 'Create New User' dialog's form, with its schema, zod and
 * react-hook-form: loaded when the dialog opens (./create-user-dialog.tsx), not with /admin.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { createUserSchema } from "#common/auth.ts";
import type { z } from "#common/zod.ts";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Form } from "~/components/ui/form";
import { useCreateUser } from "~/features/users/api";
import { applyFieldErrors } from "~/lib/field-errors";
import { PasswordFields, ProfileFields } from "./user-fields.tsx";

type Values = z.input<typeof createUserSchema>;
const empty: Values = {
  email: "",
  firstName: "",
  lastName: "",
  password: "",
  confirmPassword: "",
  isAdmin: false,
};

/** A fresh form each time the dialog opens (it unmounts on close); `onCreated` closes it. */
export default function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const createUser = useCreateUser();
  const form = useForm<Values, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: empty,
  });

  const submit = form.handleSubmit((values) =>
    createUser.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => applyFieldErrors(error, form.setError, Object.keys(empty)),
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ProfileFields />
        <PasswordFields />
        <DialogFooter>
          <Button type="submit" disabled={createUser.isPending}>
            {createUser.isPending ? "Creating..." : "Create User"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
