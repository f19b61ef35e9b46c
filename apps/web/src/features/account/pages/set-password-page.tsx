import { SetPasswordFlow } from '../components/set-password-flow';

/** /sign-up/set-password: the link of a confirmed sign-up or of a team invitation. */
export function SetPasswordPage() {
  return <SetPasswordFlow kind="sign-up" />;
}
