import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  type AdminUser,
  type ChangePasswordInput,
  changePasswordSchema,
  type UpdateUserInput,
  updateUserSchema,
} from "#common/auth.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Form } from "~/components/ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useAuth } from "~/features/auth/api";
import { useChangePassword, useUpdateUser } from "~/features/users/api";
import { applyFieldErrors } from "~/lib/field-errors";
import { PasswordFields, ProfileFields } from "./user-fields.tsx";

const profileOf = (user: AdminUser): UpdateUserInput => ({
  email: user.email,
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  isAdmin: user.isAdmin,
});
const noPassword: ChangePasswordInput = { password: "", confirmPassword: "" };

function ProfileTab({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const updateUser = useUpdateUser();
  const form = useForm<UpdateUserInput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: profileOf(user),
  });
  const submit = form.handleSubmit((input) =>
    updateUser.mutate(
      { id: user.id, input },
      {
        onSuccess: onDone,
        onError: (error) =>
          applyFieldErrors(error, form.setError, ["email", "firstName", "lastName"]),
      },
    ),
  );
  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ProfileFields />
        <DialogFooter>
          <Button type="submit" disabled={updateUser.isPending}>
            {updateUser.isPending ? "Updating..." : "Update User"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

/**
 * An admin's own password is changed on /account, which asks for the current one (a session
 * left open is not enough): the server refuses it here, so the tab says where to go instead of
 * offering a form.
 */
function OwnPasswordNote() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        This is your own account. Change your password on your account page: it asks for your
        current password first.
      </p>
      <DialogFooter>
        <Button asChild>
          <Link to="/account">Go to your account page</Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

function PasswordTab({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { user: me } = useAuth();
  if (me?.id === user.id) return <OwnPasswordNote />;
  return <OtherPasswordForm user={user} onDone={onDone} />;
}

function OtherPasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: noPassword,
  });
  const submit = form.handleSubmit((input) =>
    changePassword.mutate({ id: user.id, input }, { onSuccess: onDone }),
  );
  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-muted-foreground">
          Setting a new password signs this user out everywhere.
        </p>
        <PasswordFields />
        <DialogFooter>
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? "Changing..." : "Change Password"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

/**
 * 'Edit User' with tabs 'Profile & Privileges' and 'Change Password'. The forms
 * mount when the dialog opens, so they start from the user's current values every time and
 * nothing typed survives a close.
 */
export function EditUserDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user?.email}</DialogDescription>
        </DialogHeader>
        {user && (
          <Tabs defaultValue="profile" key={user.id}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="profile">Profile &amp; Privileges</TabsTrigger>
              <TabsTrigger value="password">Change Password</TabsTrigger>
            </TabsList>
            <TabsContent value="profile" className="pt-4">
              <ProfileTab user={user} onDone={close} />
            </TabsContent>
            <TabsContent value="password" className="pt-4">
              <PasswordTab user={user} onDone={close} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
