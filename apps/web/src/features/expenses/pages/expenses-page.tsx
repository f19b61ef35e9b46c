import { PlaceholderPage } from '../../../components/placeholder-page';

export function ExpensesPage() {
  return <PlaceholderPage titleKey="routes.expenses" />;
}
