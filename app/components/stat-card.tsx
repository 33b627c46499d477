import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "~/components/ui/card";

/** A labelled figure: used by the developer list, admin dashboard and customer view. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  icon?: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-2 p-4 sm:p-6">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold">{value}</p>
        </div>
        {Icon && <Icon className="h-8 w-8 text-primary" aria-hidden="true" />}
      </CardContent>
    </Card>
  );
}
