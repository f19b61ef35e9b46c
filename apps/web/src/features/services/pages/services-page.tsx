import { PlaceholderPage } from '../../../components/placeholder-page';

export function ServicesPage() {
  return <PlaceholderPage titleKey="routes.services" />;
}
