import { PlaceholderPage } from '../../../components/placeholder-page';

export function PatientsPage() {
  return <PlaceholderPage titleKey="routes.patients" />;
}
