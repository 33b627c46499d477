/**
 * What the reports page's charts share (./weekly-funnel-chart.tsx, ./promise-chart.tsx,
 * ./verdict-mix-chart.tsx, drawn as SVG with visx, decision 064): each is an image with a
 * title and a one-sentence description for screen readers, a legend in HTML, and its
 * numbers as a table one click away.
 */
import { type ReactNode, useId } from "react";
/** A chart's SVG: an image named by its title and described in one sentence. */
export function ChartSvg({
  width,
  height,
  title,
  description,
  children,
}: {
  width: number;
  height: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="block max-w-full"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
}

export const axisColor = "#475569";
export const tickLabel = { fill: "#334155", fontSize: 12, fontFamily: "inherit" } as const;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function Legend({ items }: { items: ReadonlyArray<{ label: string; color: string }> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span
            className="inline-block h-3 w-3 rounded-sm"
            style={{ backgroundColor: item.color }}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export function NumbersTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: Array<Array<string | number>>;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary hover:underline">Show the numbers</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b">
              {head.map((h) => (
                <th key={h} scope="col" className="px-2 py-1 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-b last:border-0">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={head[i]} scope="row" className="px-2 py-1 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={head[i]} className="px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
