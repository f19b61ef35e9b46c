import { PlaceholderPage } from '../../../components/placeholder-page';

export function ClinicsPage() {
  return <PlaceholderPage titleKey="routes.clinics" />;
}
