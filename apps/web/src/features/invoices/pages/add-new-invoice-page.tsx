import { PlaceholderPage } from '../../../components/placeholder-page';

export function AddNewInvoicePage() {
  return <PlaceholderPage titleKey="routes.addNewInvoice" />;
}
