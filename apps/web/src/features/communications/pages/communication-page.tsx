import { PlaceholderPage } from '../../../components/placeholder-page';

export function CommunicationPage() {
  return <PlaceholderPage titleKey="routes.communication" />;
}
