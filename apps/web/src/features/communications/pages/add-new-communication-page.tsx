import { PlaceholderPage } from '../../../components/placeholder-page';

export function AddNewCommunicationPage() {
  return <PlaceholderPage titleKey="routes.addNewCommunication" />;
}
