import type { DayLayoutFunction } from 'react-big-calendar';
import * as noOverlapModule from 'react-big-calendar/lib/utils/layout-algorithms/no-overlap';
import { isUnavailableEvent } from '../unavailable-events';
import type { CalendarEvent } from './calendar-event';

// CommonJS: under Vite's production build the default export arrives wrapped once more (DESIGN §2).
type Layout = typeof noOverlapModule.default;
const namespace = noOverlapModule as unknown as { default: Layout & { default?: Layout } };
const noOverlap: Layout = namespace.default.default ?? namespace.default;

interface SlotMetrics {
  getRange: (start: Date, end: Date) => { top: number; height: number };
}

/**
 * How a day column lays out what it draws. Appointments sit side by side, never one over another, so
 * each keeps the whole of its target (WCAG 2.5.8, decision 025). The shaded blocks behind them
 * (unavailable time, decision 024) each take the column's whole width: halving a column between
 * «Fora do horário» and «Clínica fechada» said nothing more and looked like two appointments.
 */
export const dayLayout: DayLayoutFunction<CalendarEvent> = (args) => {
  const [first] = args.events;
  if (!first || !isUnavailableEvent(first))
    return noOverlap(args) as ReturnType<DayLayoutFunction<CalendarEvent>>;
  const metrics = args.slotMetrics as SlotMetrics;
  return args.events.map((event) => {
    const { top, height } = metrics.getRange(event.start, event.end);
    return { event, style: { top, height, width: 100, xOffset: 0 } };
  });
};
