import type { TFunction } from 'i18next';
import { stockMessages } from '@clinica/contracts/stock';
import { showSaveError } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validation-messages';

/** The stock contract's messages the server sends, in the interface's language. */
const known: Record<string, string> = {
  [stockMessages.belowZero]: 'stock.errors.belowZero',
  [stockMessages.reasonRequired]: 'stock.errors.reasonRequired',
  [stockMessages.managersOnly]: 'stock.errors.managersOnly',
  [stockMessages.patientNotFound]: 'stock.errors.patientNotFound',
  [stockMessages.productNotFound]: 'stock.errors.productNotFound',
};

export const translateStockMessage = (t: TFunction, message: string | undefined) =>
  message === undefined ? undefined : known[message] ? t(known[message]) : translateMessage(t, message);

/** A refused save: the fields the form has under their inputs (`quantity_milli` → quantity), else a notice. */
export function showStockSaveError(
  error: unknown,
  t: TFunction,
  setFieldError: (field: string, message: string) => boolean,
): void {
  showSaveError(error, t, setFieldError, (message) => translateStockMessage(t, message));
}
