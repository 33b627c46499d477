import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ReportSummary } from "./api.ts";
import { ChartSvg } from "./chart-parts.tsx";
import { reportCopy } from "./copy.ts";
import { useElementWidth } from "./use-element-width.ts";

const verdictSeries = [
  { key: "interested", label: "Interested", color: "#15803d" },
  { key: "maybe", label: "Maybe", color: "#b45309" },
  { key: "notAFit", label: "Not a fit", color: "#b91c1c" },
] as const;

/** What customers said about the candidates they were shown. */
export function VerdictMixChart({ verdicts }: { verdicts: ReportSummary["verdicts"] }) {
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
        <ChartSvg
          width={width}
          height={height}
          title={reportCopy.verdictsTitle}
          description={description}
        >
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
        </ChartSvg>
      </div>
      {total === 0 && <p className="text-sm text-muted-foreground">{reportCopy.noVerdicts}</p>}
    </div>
  );
}
