import { PlaceholderPage } from '../../../components/placeholder-page';

export function AppointmentPage() {
  return <PlaceholderPage titleKey="routes.appointment" />;
}
