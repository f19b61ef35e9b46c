import { PlaceholderPage } from '../../../components/placeholder-page';

export function InterventionPage() {
  return <PlaceholderPage titleKey="routes.intervention" />;
}
