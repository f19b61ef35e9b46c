import { PASSWORD_MAX, PASSWORD_MIN, passwordEqualsEmail } from '@clinica/contracts/auth';

export type PasswordRuleId = 'min' | 'max' | 'notEmail';

export interface PasswordRule {
  id: PasswordRuleId;
  met: boolean;
}

/**
 * The rules of a new password as the person types (the contract's `newPassword` and the server's
 * "not the e-mail" check). An empty password meets none of them.
 */
export function passwordRules(password: string, email: string | null): PasswordRule[] {
  const filled = password.length > 0;
  return [
    { id: 'min', met: password.length >= PASSWORD_MIN },
    { id: 'max', met: filled && password.length <= PASSWORD_MAX },
    { id: 'notEmail', met: filled && !(email && passwordEqualsEmail(password, email)) },
  ];
}
