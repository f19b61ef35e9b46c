import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResetPasswordPage() {
  return <PlaceholderPage titleKey="routes.resetPassword" />;
}
