import { PlaceholderPage } from '../../../components/placeholder-page';

export function InterventionsPage() {
  return <PlaceholderPage titleKey="routes.interventions" />;
}
