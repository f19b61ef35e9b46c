import { PlaceholderPage } from '../../../components/placeholder-page';

export function SignUpConfirmPage() {
  return <PlaceholderPage titleKey="routes.signUpConfirm" />;
}
