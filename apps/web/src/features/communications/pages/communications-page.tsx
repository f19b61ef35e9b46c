import { PlaceholderPage } from '../../../components/placeholder-page';

export function CommunicationsPage() {
  return <PlaceholderPage titleKey="routes.communications" />;
}
