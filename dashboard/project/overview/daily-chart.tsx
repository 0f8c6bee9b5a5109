import type { MetricsDataPoint } from '../../../core';
import { Section } from '../../ui/section';

/** "Nov 23" from "2026-11-23" (UTC days, as the server counts them). */
const shortDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * One series per UTC day as a chart (plain SVG: one bar or line point per day, a grid line at the top value and at
 * half of it, the first and last day under it, each day's value as its tooltip), with the same numbers in a table
 * for screen readers and for anyone who wants the exact values.
 */
export function DailyChart({ title, points, kind }: { title: string; points: MetricsDataPoint[]; kind: 'bar' | 'line' }) {
  const total = points.reduce((sum, point) => sum + point.activity, 0);
  // Whole numbers on the axis: the top is the largest value rounded up to an even number (at least 2).
  const top = Math.max(2, Math.ceil(Math.max(0, ...points.map((point) => point.activity)) / 2) * 2);
  const y = (value: number) => top - value;
  const tip = (point: MetricsDataPoint) => `${shortDate(point.date)}: ${point.activity}`;
  return (
    <Section title={title} description={`${total} over the last ${points.length} days`}>
      <div className="chart" role="img" aria-label={`${title}: ${total} over the last ${points.length} days`}>
        <div className="chart-y">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <svg className="chart-plot" aria-hidden="true" viewBox={`0 0 ${Math.max(points.length, 1)} ${top}`} preserveAspectRatio="none">
          {[0, top / 2].map((at) => (
            <line key={at} className="chart-grid" x1={0} x2={points.length} y1={at} y2={at} vectorEffect="non-scaling-stroke" />
          ))}
          <line className="chart-axis" x1={0} x2={points.length} y1={top} y2={top} vectorEffect="non-scaling-stroke" />
          {kind === 'bar' ? (
            points.map((point, index) => (
              <rect key={point.date} className="chart-bar" x={index + 0.15} width={0.7} y={y(point.activity)} height={point.activity}>
                <title>{tip(point)}</title>
              </rect>
            ))
          ) : (
            <polyline className="chart-line" points={points.map((point, index) => `${index + 0.5},${y(point.activity)}`).join(' ')} vectorEffect="non-scaling-stroke" />
          )}
        </svg>
        <div className="chart-x">
          <span>{points[0] ? shortDate(points[0].date) : ''}</span>
          <span>{points.length > 1 ? shortDate(points[points.length - 1]?.date ?? '') : ''}</span>
        </div>
      </div>
      <details>
        <summary>Show the numbers</summary>
        <table aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{point.date}</td>
                <td>{point.activity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Section>
  );
}
