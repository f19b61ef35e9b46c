import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResetPasswordSetPage() {
  return <PlaceholderPage titleKey="routes.resetPasswordSet" />;
}
