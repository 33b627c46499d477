/** The weekly funnel of the reports page (see ./chart-parts.tsx). */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ReportSummary } from "./api.ts";
import { axisColor, ChartSvg, Legend, NumbersTable, plural, tickLabel } from "./chart-parts.tsx";
import { formatWeek, reportCopy } from "./copy.ts";
import { useElementWidth } from "./use-element-width.ts";

/** Colours with at least 3:1 contrast on white (WCAG 1.4.11), told apart by the legend too. */
const funnelSeries = [
  { key: "inquiries", label: "Inquiries", color: "#475569" },
  { key: "jobOrders", label: "Job orders", color: "#1d4ed8" },
  { key: "shortlists", label: "Shortlists", color: "#0f766e" },
  { key: "hires", label: "Hires", color: "#7c3aed" },
] as const;
type FunnelKey = (typeof funnelSeries)[number]["key"];

/** Inquiries → job orders → shortlists → hires, one group of bars per week. */
export function WeeklyFunnelChart({ weeks }: { weeks: ReportSummary["weeks"] }) {
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
          <ChartSvg
            width={width}
            height={height}
            title={reportCopy.funnelTitle}
            description={description}
          >
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
          </ChartSvg>
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
