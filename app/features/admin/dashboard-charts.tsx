import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { getStaffLocale } from "#app/lib/staff-messages.ts";
import { formatDate } from "#contracts/agency-clock.ts";
import { colourAt } from "./chart-palette.ts";

// Loaded lazily, in the browser only: recharts never reaches the public site's bundles.

const ORANGE = "#F68724";
const YELLOW = "#FDD12A";

const tooltipStyle = {
  contentStyle: {
    background: "var(--admin-surface)",
    border: "1px solid var(--admin-border)",
    borderRadius: 12,
    color: "var(--admin-text)",
    fontSize: 12,
  },
  labelStyle: { color: "var(--admin-muted)", fontWeight: 600 },
};
const axisTick = { fill: "var(--admin-muted)", fontSize: 11 };

const shortDay = (day: string) => formatDate(day, getStaffLocale(), "short");

/** The grid, day and count axes and tooltip of a daily chart, area or bar alike. */
function renderDayAxes(label: string, tooltipExtra: { cursor?: { fill: string } } = {}) {
  return [
    <CartesianGrid key="grid" stroke="var(--admin-chart-grid)" vertical={false} />,
    <XAxis
      key="x"
      dataKey="day"
      tickFormatter={shortDay}
      tick={axisTick}
      tickLine={false}
      axisLine={false}
      minTickGap={24}
    />,
    <YAxis key="y" allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />,
    <Tooltip
      key="tooltip"
      {...tooltipStyle}
      labelFormatter={(day) => shortDay(String(day))}
      formatter={(value) => [value, label]}
      {...tooltipExtra}
    />,
  ];
}

export function DailyChart({
  data,
  kind,
  label,
}: {
  data: { day: string; count: number }[];
  kind: "area" | "bar";
  label: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      {kind === "area" ? (
        <AreaChart
          data={data}
          margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={ORANGE} stopOpacity={0.45} />
              <stop offset="100%" stopColor={YELLOW} stopOpacity={0.05} />
            </linearGradient>
          </defs>
          {renderDayAxes(label)}
          <Area
            type="monotone"
            dataKey="count"
            stroke={ORANGE}
            strokeWidth={2.5}
            fill="url(#views-fill)"
            isAnimationActive={false}
          />
        </AreaChart>
      ) : (
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
          accessibilityLayer={false}
        >
          {renderDayAxes(label, { cursor: { fill: "var(--admin-surface-2)" } })}
          <Bar dataKey="count" fill={ORANGE} radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

export function RankChart({
  data,
  label,
}: {
  data: { label: string; count: number }[];
  label: string;
}) {
  const height = Math.max(120, data.length * 34 + 16);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" allowDecimals={false} hide />
        <YAxis
          type="category"
          dataKey="label"
          width={140}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          {...tooltipStyle}
          formatter={(value) => [value, label]}
          cursor={{ fill: "var(--admin-surface-2)" }}
        />
        <Bar
          dataKey="count"
          fill={ORANGE}
          radius={[0, 6, 6, 0]}
          barSize={18}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DonutChart({
  data,
  label,
}: {
  data: { label: string; count: number }[];
  label: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <PieChart accessibilityLayer={false}>
        <Tooltip {...tooltipStyle} formatter={(value, name) => [value, `${name} · ${label}`]} />
        <Pie
          data={data}
          dataKey="count"
          nameKey="label"
          innerRadius={52}
          outerRadius={84}
          paddingAngle={2}
          rootTabIndex={-1}
          isAnimationActive={false}
          stroke="none"
        >
          {data.map((entry, index) => (
            <Cell key={entry.label} fill={colourAt(index)} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  );
}
