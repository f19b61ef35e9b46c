import { PlaceholderPage } from '../../../components/placeholder-page';

export function CommunicationTemplatePage() {
  return <PlaceholderPage titleKey="routes.communicationTemplate" />;
}
