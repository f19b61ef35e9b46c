import type { TFunction } from 'i18next';
import { moneyMethods, type PaymentMethod } from '@clinica/contracts/payment-methods';
import { formatDate } from '../../lib/format';

/** The method's pt-PT name («Numerário», «Compensação de saldo»). */
export const methodLabel = (t: TFunction, method: PaymentMethod) => t(`payments.methods.${method}`);

/** Card, cash, MB, transfer, other: money comes in (current account and compensation move none). */
export const movesMoney = (method: PaymentMethod | '' | null | undefined) =>
  Boolean(method) && (moneyMethods as readonly string[]).includes(method!);

/** A calendar date (`YYYY-MM-DD`) as dd/mm/yyyy, read as a day (no time zone shift); an instant in `timeZone`. */
export function formatDay(value: string, timeZone?: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDate(`${value}T12:00:00Z`, 'UTC')
    : formatDate(value, timeZone);
}
