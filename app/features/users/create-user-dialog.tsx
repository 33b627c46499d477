import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { createUserSchema } from "#common/auth.ts";
import type { z } from "#common/zod.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
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

/** 'Create User' button and the 'Create New User' dialog (spec §2, §5). */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const createUser = useCreateUser();
  const form = useForm<Values, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: empty,
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(empty);
  };

  const submit = form.handleSubmit((values) =>
    createUser.mutate(values, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => applyFieldErrors(error, form.setError, Object.keys(empty)),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Create User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New User</DialogTitle>
          <DialogDescription>The new user signs in with this email and password.</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
