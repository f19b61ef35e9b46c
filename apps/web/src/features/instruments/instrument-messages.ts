import type { TFunction } from 'i18next';
import { instrumentMessages } from '@clinica/contracts/instruments';
import { showSaveError } from '../../lib/form-errors';
import { translateMessage } from '../../lib/validation-messages';

/** The contract's fixed pt-PT messages → their keys here (`instruments.contract.<name>`), by text. */
export const contractMessages: Record<string, string> = Object.fromEntries(
  Object.entries(instrumentMessages).flatMap(([name, message]): [string, string][] =>
    typeof message === 'string' ? [[name, message]] : [],
  ),
);
const keyOf = new Map<string, string>(
  Object.entries(contractMessages).map(([name, message]): [string, string] => [
    message,
    `instruments.contract.${name}`,
  ]),
);
/** `instrumentMessages.tooManyMissing(needed, of, missing)` read back into its numbers. */
const tooManyMissing = /^Faltam respostas: são precisas pelo menos (\d+) de (\d+) \(faltam (\d+)\)\.?$/;

/** A message of the contract or the server in the interface's language (an unknown one as it came). */
export function translateInstrumentMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  if (key) return t(key);
  const missing = tooManyMissing.exec(message);
  if (missing)
    return t('instruments.contract.tooManyMissing', {
      needed: Number(missing[1]),
      of: Number(missing[2]),
      missing: Number(missing[3]),
    });
  return translateMessage(t, message);
}

/** A failed write: the common handling (lib/form-errors), with the instruments' messages translated. */
export function showInstrumentError(
  error: unknown,
  t: TFunction,
  setFieldError: (path: string, message: string) => boolean,
): void {
  showSaveError(error, t, setFieldError, (message) => translateInstrumentMessage(t, message));
}
