import { PlaceholderPage } from '../../../components/placeholder-page';

export function PatientPage() {
  return <PlaceholderPage titleKey="routes.patient" />;
}
