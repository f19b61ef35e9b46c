import { PlaceholderPage } from '../../../components/placeholder-page';

export function ServicePage() {
  return <PlaceholderPage titleKey="routes.service" />;
}
