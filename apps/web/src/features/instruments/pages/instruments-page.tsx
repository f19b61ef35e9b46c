import { PlaceholderPage } from '../../../components/placeholder-page';

export function InstrumentsPage() {
  return <PlaceholderPage titleKey="routes.instruments" />;
}
