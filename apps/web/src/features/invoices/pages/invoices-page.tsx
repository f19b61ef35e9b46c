import { PlaceholderPage } from '../../../components/placeholder-page';

export function InvoicesPage() {
  return <PlaceholderPage titleKey="routes.invoices" />;
}
