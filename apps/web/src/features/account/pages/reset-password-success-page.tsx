import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResetPasswordSuccessPage() {
  return <PlaceholderPage titleKey="routes.resetPasswordSuccess" />;
}
