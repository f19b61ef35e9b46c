import { PlaceholderPage } from '../../../components/placeholder-page';

export function CheckoutCancelPage() {
  return <PlaceholderPage titleKey="routes.checkoutCancel" />;
}
