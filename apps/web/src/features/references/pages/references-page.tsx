import { PlaceholderPage } from '../../../components/placeholder-page';

export function ReferencesPage() {
  return <PlaceholderPage titleKey="routes.references" />;
}
