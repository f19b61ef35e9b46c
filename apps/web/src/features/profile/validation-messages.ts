import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from '@clinica/contracts/auth';

/**
 * The contracts and the server speak Portuguese; the interface speaks the chosen language.
 * Known messages map to i18n keys; our own schema refinements use i18n keys directly ("validation.x").
 */
const known: Record<string, { key: string; values?: Record<string, unknown> }> = {
  [passwordMessages.required]: { key: 'validation.required' },
  [passwordMessages.tooShort]: { key: 'validation.passwordTooShort', values: { min: PASSWORD_MIN } },
  [passwordMessages.tooLong]: { key: 'validation.passwordTooLong', values: { max: PASSWORD_MAX } },
  [passwordMessages.sameAsEmail]: { key: 'validation.passwordSameAsEmail' },
  'Password atual incorreta': { key: 'profile.currentPasswordWrong' },
};

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const entry = known[message];
  if (entry) return t(entry.key, entry.values ?? {});
  if (/^[a-zA-Z]+\.[a-zA-Z.]+$/.test(message)) return t(message);
  return message;
}
