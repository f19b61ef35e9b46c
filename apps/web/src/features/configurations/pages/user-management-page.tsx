import { PlaceholderPage } from '../../../components/placeholder-page';

export function UserManagementPage() {
  return <PlaceholderPage titleKey="routes.users" />;
}
