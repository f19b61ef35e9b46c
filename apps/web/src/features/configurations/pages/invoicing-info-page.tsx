import { PlaceholderPage } from '../../../components/placeholder-page';

export function InvoicingInfoPage() {
  return <PlaceholderPage titleKey="routes.invoicing" />;
}
