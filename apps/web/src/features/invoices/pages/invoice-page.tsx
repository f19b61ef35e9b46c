import { PlaceholderPage } from '../../../components/placeholder-page';

export function InvoicePage() {
  return <PlaceholderPage titleKey="routes.invoice" />;
}
