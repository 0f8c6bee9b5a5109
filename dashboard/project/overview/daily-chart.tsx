import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MetricsDataPoint } from '../../../core';
import { Section } from '../../ui/section';

/** "Nov 23" from "2026-11-23" (UTC days, as the server counts them). */
const shortDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * One series per UTC day as a chart (recharts), with the same numbers in a table for screen readers and for
 * anyone who wants the exact values.
 */
export function DailyChart({ title, points, kind }: { title: string; points: MetricsDataPoint[]; kind: 'bar' | 'line' }) {
  const total = points.reduce((sum, point) => sum + point.activity, 0);
  const data = points.map((point) => ({ day: shortDate(point.date), value: point.activity }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="day" tickLine={false} interval="preserveStartEnd" minTickGap={24} />
      <YAxis allowDecimals={false} width={32} tickLine={false} />
      <Tooltip />
    </>
  );
  return (
    <Section title={title} description={`${total} over the last ${points.length} days`}>
      <div className="chart" role="img" aria-label={`${title}: ${total} over the last ${points.length} days`}>
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart data={data}>
              {axes}
              <Bar dataKey="value" name={title} isAnimationActive={false} />
            </BarChart>
          ) : (
            <LineChart data={data}>
              {axes}
              <Line dataKey="value" name={title} type="linear" dot={false} isAnimationActive={false} />
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <details>
        <summary>Show the numbers</summary>
        <table aria-label={title}>
          <thead><tr><th scope="col">Day (UTC)</th><th scope="col">{title}</th></tr></thead>
          <tbody>{points.map((point) => <tr key={point.date}><td>{point.date}</td><td>{point.activity}</td></tr>)}</tbody>
        </table>
      </details>
    </Section>
  );
}
