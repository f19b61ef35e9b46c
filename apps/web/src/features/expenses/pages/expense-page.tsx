import { PlaceholderPage } from '../../../components/placeholder-page';

export function ExpensePage() {
  return <PlaceholderPage titleKey="routes.expense" />;
}
