import { PlaceholderPage } from '../../../components/placeholder-page';

export function CheckoutSuccessPage() {
  return <PlaceholderPage titleKey="routes.checkoutSuccess" />;
}
