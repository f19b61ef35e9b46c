import type { TFunction } from 'i18next';
import { expenseMessages } from '@clinica/contracts/expenses';
import { documentMessages } from '@clinica/contracts/files';
import { translateMessage } from '../../lib/validation-messages';

const messages: Record<string, string> = {
  ...expenseMessages,
  fileTooLarge: documentMessages.tooLarge,
  fileBadType: documentMessages.badType,
  fileEmpty: documentMessages.empty,
};
const keyOf = new Map<string, string>(
  Object.entries(messages).map(([name, message]): [string, string] => [message, `expenses.contract.${name}`]),
);

/** A message of the contract or the server in the interface's language (an unknown one as it came). */
export function translateExpenseMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  return key ? t(key) : translateMessage(t, message);
}
