import * as timeGridModule from 'react-big-calendar/lib/TimeGrid';
import type { DateLocalizer, NavigateAction, TitleOptions } from 'react-big-calendar';
import { compactWeekDays } from '../time';

// The module is CommonJS: under Vite's production build its default export arrives wrapped once more
// (DESIGN §2 "Known pitfalls"), as the drag-and-drop addon's does.
type Grid = typeof timeGridModule.default;
const gridNamespace = timeGridModule as unknown as { default: Grid & { default?: Grid } };
const TimeGrid: Grid = gridNamespace.default.default ?? gridNamespace.default;

interface ViewProps extends Record<string, unknown> {
  date: Date;
  localizer: DateLocalizer;
}

const days = (date: Date, localizer: DateLocalizer) => {
  const start = localizer.startOf(date, 'day');
  return Array.from({ length: compactWeekDays }, (_, i) => localizer.add(start, i, 'day'));
};

/**
 * A phone's week: three days from the date on (time.ts `visibleDays`), each column wide enough to read
 * its appointments — seven columns in 390 px are 45 px each. The same time grid as the day and week
 * views, so dragging, the quick view and the unavailable time work alike.
 */
export function ThreeDaysView(props: ViewProps) {
  return <TimeGrid {...props} range={days(props.date, props.localizer)} eventOffset={15} />;
}

ThreeDaysView.range = (date: Date, { localizer }: { localizer: DateLocalizer }) => days(date, localizer);

ThreeDaysView.navigate = (
  date: Date,
  action: NavigateAction,
  { localizer }: { localizer: DateLocalizer },
) => {
  if (action === 'PREV') return localizer.add(date, -compactWeekDays, 'day');
  if (action === 'NEXT') return localizer.add(date, compactWeekDays, 'day');
  return date;
};

ThreeDaysView.title = (date: Date, options: TitleOptions) => {
  const localizer = options.localizer as DateLocalizer;
  const [first, , last] = days(date, localizer);
  return `${localizer.format(first!, 'dd/MM')} – ${localizer.format(last!, 'dd/MM/yyyy')}`;
};
