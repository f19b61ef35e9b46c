import type { TFunction } from 'i18next';
import { programmeMessages } from '@clinica/contracts/exercise-programmes';
import { performedMessages } from '@clinica/contracts/interventions-performed';
import { showSaveError } from '../../lib/form-errors';
import { translateMessage } from '../../lib/validation-messages';

/** The dose fields' messages come from the sessions' set rules the contract shares. */
const doseMessages = {
  interventionNotFound: performedMessages.interventionNotFound,
  invalidRepetitions: performedMessages.invalidRepetitions,
  invalidLoad: performedMessages.invalidLoad,
  invalidHold: performedMessages.invalidHold,
  emptySet: performedMessages.emptySet,
};

/** The contract's fixed pt-PT messages → their keys here (`programmes.contract.<name>`), by text. */
export const contractMessages: Record<string, string> = { ...programmeMessages, ...doseMessages };
const keyOf = new Map<string, string>(
  Object.entries(contractMessages).map(([name, message]): [string, string] => [
    message,
    `programmes.contract.${name}`,
  ]),
);

/** A message of the contract or the server in the interface's language (an unknown one as it came). */
export function translateProgrammeMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  return key ? t(key) : translateMessage(t, message);
}

/** A failed write: the common handling (lib/form-errors), with the programme's messages translated. */
export function showProgrammeError(
  error: unknown,
  t: TFunction,
  setFieldError?: (path: string, message: string) => boolean,
): void {
  showSaveError(error, t, setFieldError, (message) => translateProgrammeMessage(t, message));
}
