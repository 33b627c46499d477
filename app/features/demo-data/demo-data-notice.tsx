/**
 * On the admin dashboard while the pool holds the first start's demo candidates: says they
 * are sample people, and removes them after a confirmation.
 */
import { FlaskConical, Trash2 } from "lucide-react";
import { useState } from "react";
import { DEMO_DATA_COPY } from "#common/demo-data-values.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useDemoData, useRemoveDemoData } from "./api.ts";

export function DemoDataNotice() {
  const demo = useDemoData();
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);
  const count = demo.data?.candidates ?? 0;
  if (count === 0) return null;
  return (
    <section
      aria-label="Demo data"
      className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {DEMO_DATA_COPY.notice(count)}
      </p>
      <Button variant="outline" className="shrink-0" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {DEMO_DATA_COPY.remove}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{DEMO_DATA_COPY.confirmTitle}</DialogTitle>
            <DialogDescription>{DEMO_DATA_COPY.confirmText}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: ({ removed }) => {
                    setConfirming(false);
                    toast({ title: "Success", description: DEMO_DATA_COPY.removed(removed) });
                  },
                  onError: (error) =>
                    toast({
                      title: "Error",
                      description: error instanceof ApiError ? error.serverMessage : error.message,
                      variant: "destructive",
                    }),
                })
              }
            >
              {remove.isPending ? "Removing..." : DEMO_DATA_COPY.remove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
