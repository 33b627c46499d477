import { UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";

/** The form, its schema and zod load when the dialog first opens, not with /admin. */
const CreateUserForm = lazy(() => import("./create-user-form.tsx"));

/** 'Create User' button and the 'Create New User' dialog. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
        <Suspense fallback={<Spinner />}>
          <CreateUserForm onCreated={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
