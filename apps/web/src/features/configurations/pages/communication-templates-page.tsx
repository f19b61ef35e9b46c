import { PlaceholderPage } from '../../../components/placeholder-page';

export function CommunicationTemplatesPage() {
  return <PlaceholderPage titleKey="routes.communicationTemplates" />;
}
