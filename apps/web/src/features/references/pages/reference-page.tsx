import { PlaceholderPage } from '../../../components/placeholder-page';

export function ReferencePage() {
  return <PlaceholderPage titleKey="routes.reference" />;
}
