/**
 * The reports page's charts (product-extensions §6), drawn as SVG with visx (decision 064):
 * each is an image with a title and a one-sentence description for screen readers, a
 * legend in HTML, and its numbers as a table one click away.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import type { ReportsSummary } from "./api.ts";
import { formatHours, formatWeek, reportCopy } from "./copy.ts";
import { useElementWidth } from "./use-element-width.ts";

/** Colours with at least 3:1 contrast on white (WCAG 1.4.11), told apart by the legend too. */
const funnelSeries = [
  { key: "inquiries", label: "Inquiries", color: "#475569" },
  { key: "jobOrders", label: "Job orders", color: "#1d4ed8" },
  { key: "shortlists", label: "Shortlists", color: "#0f766e" },
  { key: "hires", label: "Hires", color: "#7c3aed" },
] as const;
type FunnelKey = (typeof funnelSeries)[number]["key"];

const axisColor = "#475569";
const tickLabel = { fill: "#334155", fontSize: 12, fontFamily: "inherit" } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Legend({ items }: { items: ReadonlyArray<{ label: string; color: string }> }) {
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

function NumbersTable({
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

/** Inquiries → job orders → shortlists → hires, one group of bars per week. */
export function WeeklyFunnelChart({ weeks }: { weeks: ReportsSummary["weeks"] }) {
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const height = 260;
  const margin = { top: 12, right: 8, bottom: 36, left: 40 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;

  const totals = Object.fromEntries(
    funnelSeries.map((s) => [s.key, weeks.reduce((sum, w) => sum + w[s.key], 0)]),
  ) as Record<FunnelKey, number>;
  const max = Math.max(0, ...weeks.flatMap((w) => funnelSeries.map((s) => w[s.key])));

  const x = scaleBand<string>({
    domain: weeks.map((w) => w.week),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const inner = scaleBand<string>({
    domain: funnelSeries.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, max)],
    range: [innerHeight, 0],
    nice: true,
  });
  // Whole numbers only: these are counts.
  const yTicks = y.ticks(4).filter(Number.isInteger);
  // A label every so many weeks, so they never overlap on a phone.
  const every = Math.max(1, Math.ceil(weeks.length / Math.max(1, Math.floor(innerWidth / 56))));
  const description = `${plural(weeks.length, "week")}: ${plural(totals.inquiries, "inquiry", "inquiries")}, ${plural(totals.jobOrders, "job order")}, ${plural(totals.shortlists, "shortlist")}, ${plural(totals.hires, "hire")}.`;

  return (
    <div className="space-y-3">
      <div ref={ref} className="w-full">
        {weeks.length === 0 || max === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{reportCopy.noWeeks}</p>
        ) : (
          <svg
            width={width}
            height={height}
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            className="block max-w-full"
          >
            <title id={titleId}>{reportCopy.funnelTitle}</title>
            <desc id={descId}>{description}</desc>
            <Group left={margin.left} top={margin.top}>
              {yTicks.map((t) => (
                <line key={t} x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
              ))}
              {weeks.map((w) => (
                <Group key={w.week} left={x(w.week) ?? 0}>
                  {funnelSeries.map((s) => {
                    const value = w[s.key];
                    const top = y(value);
                    return (
                      <Bar
                        key={s.key}
                        x={inner(s.key) ?? 0}
                        y={top}
                        width={inner.bandwidth()}
                        height={Math.max(0, innerHeight - top)}
                        fill={s.color}
                        rx={1}
                      >
                        <title>{`${formatWeek(w.week)}: ${value} ${s.label.toLowerCase()}`}</title>
                      </Bar>
                    );
                  })}
                </Group>
              ))}
              <AxisLeft
                scale={y}
                tickValues={yTicks}
                tickFormat={(v) => String(v)}
                stroke={axisColor}
                tickStroke={axisColor}
                tickLabelProps={{ ...tickLabel, textAnchor: "end", dx: -4, dy: "0.33em" }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={weeks.filter((_, i) => i % every === 0).map((w) => w.week)}
                tickFormat={(v) => formatWeek(String(v))}
                stroke={axisColor}
                tickStroke={axisColor}
                tickLabelProps={{ ...tickLabel, textAnchor: "middle" }}
              />
            </Group>
          </svg>
        )}
      </div>
      <Legend items={funnelSeries} />
      <NumbersTable
        caption={reportCopy.funnelTitle}
        head={["Week", ...funnelSeries.map((s) => s.label)]}
        rows={weeks.map((w) => [formatWeek(w.week), ...funnelSeries.map((s) => w[s.key])])}
      />
    </div>
  );
}

const PROMISE_HOURS = 24;
const keptColor = "#15803d";
const missedColor = "#b45309";
const inProgressColor = "#1d4ed8";

/**
 * Job orders shortlisted within the promised 24 hours, those whose 24 hours are not over
 * yet (in progress: neither kept nor missed), and the median time it took.
 */
export function PromiseChart({
  within,
  median,
}: {
  within: ReportsSummary["shortlistedWithin24h"];
  median: number | null;
}) {
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const { count, of, pending } = within;
  const percent = of > 0 ? Math.round((count / of) * 100) : 0;
  const height = 120;
  const margin = { left: 8, right: 16 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const share = scaleLinear<number>({
    domain: [0, Math.max(1, of + pending)],
    range: [0, innerWidth],
  });
  const hoursMax = Math.max(48, Math.ceil(((median ?? 0) * 1.2) / 12) * 12);
  const hours = scaleLinear<number>({ domain: [0, hoursMax], range: [0, innerWidth] });
  const medianText =
    median === null ? reportCopy.noMedian : `Median ${formatHours(median)} to shortlist`;
  const inProgress = pending > 0 ? ` ${reportCopy.inProgress(pending)}.` : "";
  const description = `${count} of ${of} job orders shortlisted within 24 hours (${percent}%).${inProgress} ${medianText}, against the 24-hour promise.`;

  return (
    <div className="space-y-3">
      <p className="text-2xl font-bold" data-testid="within-24h">
        {count} of {of}
        <span className="ml-2 text-base font-normal text-muted-foreground">
          shortlisted within 24 h{of > 0 ? ` (${percent}%)` : ""}
        </span>
      </p>
      {pending > 0 && (
        <p className="text-sm" data-testid="in-progress">
          {reportCopy.inProgress(pending)}
        </p>
      )}
      <p className="text-sm text-muted-foreground" data-testid="median-hours">
        {medianText}
      </p>
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="block max-w-full"
        >
          <title id={titleId}>{reportCopy.promiseTitle}</title>
          <desc id={descId}>{description}</desc>
          <Group left={margin.left} top={4}>
            {/* The share kept, missed and still in progress. */}
            <rect width={innerWidth} height={20} rx={3} fill="#f1f5f9" />
            {of > 0 && (
              <>
                <Bar x={0} y={0} width={share(count)} height={20} fill={keptColor} rx={3} />
                <Bar
                  x={share(count)}
                  y={0}
                  width={share(of - count)}
                  height={20}
                  fill={missedColor}
                  rx={3}
                />
              </>
            )}
            {pending > 0 && (
              <Bar
                x={share(of)}
                y={0}
                width={share(pending)}
                height={20}
                fill={inProgressColor}
                rx={3}
              />
            )}
            {/* The median against the promise. */}
            <Group top={48}>
              <rect width={innerWidth} height={14} rx={3} fill="#f1f5f9" />
              {median !== null && (
                <Bar
                  x={0}
                  y={0}
                  width={hours(Math.min(median, hoursMax))}
                  height={14}
                  fill={median <= PROMISE_HOURS ? keptColor : missedColor}
                  rx={3}
                />
              )}
              <line
                x1={hours(PROMISE_HOURS)}
                x2={hours(PROMISE_HOURS)}
                y1={-6}
                y2={20}
                stroke="#0f172a"
                strokeWidth={2}
              />
              <AxisBottom
                top={22}
                scale={hours}
                tickValues={[0, 12, 24, 36, 48, ...(hoursMax > 48 ? [hoursMax] : [])]}
                tickFormat={(v) => `${v} h`}
                hideAxisLine
                stroke={axisColor}
                tickStroke={axisColor}
                tickLength={4}
                tickLabelProps={(v) => ({
                  ...tickLabel,
                  textAnchor: v === 0 ? "start" : v === hoursMax ? "end" : "middle",
                  fontWeight: v === PROMISE_HOURS ? 700 : 400,
                })}
              />
            </Group>
          </Group>
        </svg>
      </div>
      <Legend
        items={[
          { label: "Within 24 h", color: keptColor },
          { label: "Later", color: missedColor },
          { label: "In progress", color: inProgressColor },
          { label: "24 h promise (line)", color: "#0f172a" },
        ]}
      />
    </div>
  );
}

const verdictSeries = [
  { key: "interested", label: "Interested", color: "#15803d" },
  { key: "maybe", label: "Maybe", color: "#b45309" },
  { key: "notAFit", label: "Not a fit", color: "#b91c1c" },
] as const;

/** What customers said about the candidates they were shown. */
export function VerdictMixChart({ verdicts }: { verdicts: ReportsSummary["verdicts"] }) {
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const total = verdictSeries.reduce((sum, s) => sum + verdicts[s.key], 0);
  const labelWidth = 80;
  const countWidth = 72;
  const rowHeight = 32;
  const height = rowHeight * verdictSeries.length;
  const barSpace = Math.max(0, width - labelWidth - countWidth);
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...verdictSeries.map((s) => verdicts[s.key]))],
    range: [0, barSpace],
  });
  const pct = (n: number) => (total > 0 ? Math.round((n / total) * 100) : 0);
  const description =
    total === 0
      ? reportCopy.noVerdicts
      : `${verdictSeries.map((s) => `${s.label}: ${verdicts[s.key]} (${pct(verdicts[s.key])}%)`).join(", ")}.`;

  return (
    <div className="space-y-3">
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="block max-w-full"
        >
          <title id={titleId}>{reportCopy.verdictsTitle}</title>
          <desc id={descId}>{description}</desc>
          {verdictSeries.map((s, i) => {
            const value = verdicts[s.key];
            return (
              <Group key={s.key} top={i * rowHeight}>
                <text x={0} y={rowHeight / 2} dy="0.33em" fontSize={13} fill="#0f172a">
                  {s.label}
                </text>
                <rect
                  x={labelWidth}
                  y={6}
                  width={barSpace}
                  height={rowHeight - 12}
                  rx={3}
                  fill="#f1f5f9"
                />
                <Bar
                  x={labelWidth}
                  y={6}
                  width={x(value)}
                  height={rowHeight - 12}
                  rx={3}
                  fill={s.color}
                />
                <text
                  x={labelWidth + barSpace + 8}
                  y={rowHeight / 2}
                  dy="0.33em"
                  fontSize={13}
                  fill="#0f172a"
                >
                  {`${value} (${pct(value)}%)`}
                </text>
              </Group>
            );
          })}
        </svg>
      </div>
      {total === 0 && <p className="text-sm text-muted-foreground">{reportCopy.noVerdicts}</p>}
    </div>
  );
}
