/**
 * BarChart's axes, drawn under the bars: a gridline and a label at each y tick, and the x labels that fit the
 * width (every n-th, the ends kept inside the SVG). Text in the secondary colour, lines in border-subtle.
 */
import { labelStep, labelX, type PlotBox } from './bar-chart-scale';

interface AxesProps {
  plot: PlotBox;
  ticks: readonly number[];
  /** A value's y in the SVG. */
  y: (value: number) => number;
  formatTick: (value: number) => string;
  labels: readonly { key: string; text: string; center: number }[];
  width: number;
  font: number;
}

export function BarChartAxes({ plot, ticks, y, formatTick, labels, width, font }: AxesProps) {
  const step = labelStep(
    labels.map((label) => label.text),
    plot.width,
    font,
  );
  return (
    <g className="fill-current text-xs text-secondary">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plot.left}
            x2={plot.left + plot.width}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-(--sb-border-subtle)"
            shapeRendering="crispEdges"
          />
          <text x={plot.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        index % step === 0 ? (
          <text
            key={label.key}
            x={labelX(label.center, label.text, width, font)}
            y={plot.top + plot.height + font + 6}
            textAnchor="middle"
          >
            {label.text}
          </text>
        ) : null,
      )}
    </g>
  );
}
