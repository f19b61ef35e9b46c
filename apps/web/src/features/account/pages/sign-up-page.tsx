import { PlaceholderPage } from '../../../components/placeholder-page';

export function SignUpPage() {
  return <PlaceholderPage titleKey="routes.signUp" />;
}
