import { PlaceholderPage } from '../../../components/placeholder-page';

export function PublicCalendarPage() {
  return <PlaceholderPage titleKey="routes.publicCalendar" />;
}
