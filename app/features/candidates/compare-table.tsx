/**
 * Two or three candidates side by side, one column each and one row per field: the talent
 * pool's compare page and a link's customer compare view both show this table. It fits a
 * 390 px screen with three columns; wider content scrolls inside its own frame.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CandidateAvatar } from "./candidate-card.tsx";

export interface CompareRow<T> {
  label: string;
  render: (item: T) => ReactNode;
}

interface Compared {
  id: string;
  fullName: string;
  profilePhoto: string | null;
}

export function CompareTable<T extends Compared>({
  items,
  rows,
  href,
}: {
  items: T[];
  rows: CompareRow<T>[];
  /** Where each column's name links to (the candidate's profile in that view). */
  href: (item: T) => string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">Developers side by side</caption>
        <colgroup>
          <col className="w-20 sm:w-40" />
          {items.map((item) => (
            <col key={item.id} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b bg-muted/40">
            <td />
            {items.map((item) => (
              <th key={item.id} scope="col" className="p-2 text-left align-top sm:p-4">
                <div className="flex flex-col items-start gap-2">
                  <CandidateAvatar
                    name={item.fullName}
                    photo={item.profilePhoto}
                    size="h-10 w-10 sm:h-14 sm:w-14"
                  />
                  <Link
                    to={href(item)}
                    className="break-words font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {item.fullName}
                  </Link>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-b-0">
              <th
                scope="row"
                className="p-2 text-left align-top font-medium text-muted-foreground sm:p-4"
              >
                {row.label}
              </th>
              {items.map((item) => (
                <td key={item.id} className="break-words p-2 align-top sm:p-4">
                  {row.render(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
