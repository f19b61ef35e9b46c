import { PlaceholderPage } from '../../../components/placeholder-page';

export function ServicePackSalePage() {
  return <PlaceholderPage titleKey="routes.servicePackSale" />;
}
