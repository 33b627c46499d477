/** The 24-hour promise on the reports page (see ./chart-parts.tsx). */
import { AxisBottom } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ReportSummary } from "./api.ts";
import { axisColor, ChartSvg, Legend, tickLabel } from "./chart-parts.tsx";
import { formatHours, reportCopy } from "./copy.ts";
import { useElementWidth } from "./use-element-width.ts";

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
  within: ReportSummary["shortlistedWithin24h"];
  median: number | null;
}) {
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
        <ChartSvg
          width={width}
          height={height}
          title={reportCopy.promiseTitle}
          description={description}
        >
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
        </ChartSvg>
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
