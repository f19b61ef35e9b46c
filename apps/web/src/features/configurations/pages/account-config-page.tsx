import { PlaceholderPage } from '../../../components/placeholder-page';

export function AccountConfigPage() {
  return <PlaceholderPage titleKey="routes.account" />;
}
