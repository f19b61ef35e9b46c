// react-big-calendar's time grid (1.x, untyped by @types/react-big-calendar): the grid its day and week
// views draw, which the phone's three-day view draws too (three-days-view.tsx).
declare module 'react-big-calendar/lib/TimeGrid' {
  import type { ComponentType } from 'react';

  const TimeGrid: ComponentType<Record<string, unknown> & { range: Date[]; eventOffset: number }>;
  export default TimeGrid;
}

// The time grid's side-by-side layout, which day-layout.ts applies to appointments only.
declare module 'react-big-calendar/lib/utils/layout-algorithms/no-overlap' {
  import type { DayLayoutFunction } from 'react-big-calendar';

  const noOverlap: DayLayoutFunction<object>;
  export default noOverlap;
}
