import { PlaceholderPage } from '../../../components/placeholder-page';

export function SetPasswordPage() {
  return <PlaceholderPage titleKey="routes.setPassword" />;
}
