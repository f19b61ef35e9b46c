import { PlaceholderPage } from '../../../components/placeholder-page';

export function ServicePackPage() {
  return <PlaceholderPage titleKey="routes.servicePack" />;
}
