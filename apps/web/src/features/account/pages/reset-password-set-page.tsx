import { SetPasswordFlow } from '../components/set-password-flow';

/** /reset-password/set-password: the link of the password reset e-mail. */
export function ResetPasswordSetPage() {
  return <SetPasswordFlow kind="reset" />;
}
