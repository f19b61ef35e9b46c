import type { BodyChartMark } from '@clinica/contracts/evaluations';

/**
 * TEMPORARY STAND-IN, replaced at merge by the body chart of its own branch (same signature). It only
 * lists the marks it is given so that the objective evaluation compiles and round-trips `body_chart`.
 */
export function BodyChart({
  value,
  idPrefix,
}: {
  value: BodyChartMark[];
  onChange?: (marks: BodyChartMark[]) => void;
  readOnly?: boolean;
  idPrefix?: string;
}) {
  return (
    <ul id={idPrefix}>
      {value.map((mark) => (
        <li key={mark.region}>{`${mark.region} ${mark.intensity}/10 ${mark.type}`}</li>
      ))}
    </ul>
  );
}
