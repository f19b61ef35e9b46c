import { bodyRegions, type BodyRegion, type BodyView } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';

/** Marks in reading order: front then back, each in catalogue order. */
export function sortMarks(marks: readonly BodyChartMark[]): BodyChartMark[] {
  return [...marks].sort((a, b) => bodyRegions.indexOf(a.region) - bodyRegions.indexOf(b.region));
}

/** The marks of a chart by region (one mark per region). */
export function marksByRegion(marks: readonly BodyChartMark[]): ReadonlyMap<BodyRegion, BodyChartMark> {
  return new Map(marks.map((mark) => [mark.region, mark]));
}

/** A new array with `mark` in place of its region's mark (or added), in reading order. */
export function putMark(marks: readonly BodyChartMark[], mark: BodyChartMark): BodyChartMark[] {
  return sortMarks([...marks.filter((m) => m.region !== mark.region), mark]);
}

/** A new array without the region's mark. */
export function removeMark(marks: readonly BodyChartMark[], region: BodyRegion): BodyChartMark[] {
  return marks.filter((m) => m.region !== region);
}

export const marksOfView = (marks: readonly BodyChartMark[], view: BodyView) =>
  marks.filter((m) => m.region.startsWith(`${view}_`));
