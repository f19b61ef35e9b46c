import type { BodyChartMark } from '@clinica/contracts/evaluations';

/** TEMPORARY STAND-IN, replaced at merge by the body chart's own summary (same signature). */
export function BodyChartSummary({ marks }: { marks: BodyChartMark[] }) {
  if (marks.length === 0) return null;
  return <span>{marks.map((m) => `${m.region} ${m.intensity}/10`).join(' · ')}</span>;
}
