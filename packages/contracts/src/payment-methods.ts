import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

/**
 * How money moves (spec §4, DOMAIN.md payment_methods). `debit_card` stands beside the spec's
 * `credit_card` because SAF-T tells them apart (CD, CC); `mb` is a Multibanco payment reference (MB), not
 * a card at a terminal (issue 37); `mb_way` is SIBS's phone payment (issue 38, decision 034). Two move no
 * money and are no way of taking it: `current_account` (only on rows recorded before issue 38: an invoice
 * left on account is simply an FT no payment settles) and `balance_compensation`, which spends the
 * patient's credit (decision 030).
 */
export const paymentMethods = [
  'credit_card',
  'debit_card',
  'cash',
  'other',
  'mb',
  'mb_way',
  'current_account',
  'bank_transfer',
  'balance_compensation',
] as const;
export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The methods that move money (a receipt's SAF-T PaymentMechanism, issue 28): the new-payment form's. */
export const moneyMethods = [
  'credit_card',
  'debit_card',
  'cash',
  'other',
  'mb',
  'mb_way',
  'bank_transfer',
] as const satisfies readonly PaymentMethod[];
export type MoneyMethod = (typeof moneyMethods)[number];

/**
 * What a new payment may be recorded with (issue 38): money, or the patient's credit spent on their
 * invoices («Compensar com o saldo», its own action). «Conta corrente» is not recorded: an FT that no
 * payment settles is owed by default.
 */
export const recordableMethods = [...moneyMethods, 'balance_compensation'] as const;

/** What a clinic pays its vendors with: balance compensation is a patient's credit, never a vendor's. */
export const expenseMethods = [
  'credit_card',
  'debit_card',
  'cash',
  'other',
  'mb',
  'mb_way',
  'current_account',
  'bank_transfer',
] as const satisfies readonly PaymentMethod[];
export const expenseMethod = z.enum(expenseMethods);
export type ExpenseMethod = z.infer<typeof expenseMethod>;

/** The methods' pt-PT names on printed documents and exports (the web has its own, translated). */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  cash: 'Numerário',
  other: 'Outro',
  mb: 'Multibanco',
  mb_way: 'MB WAY',
  current_account: 'Conta corrente',
  bank_transfer: 'Transferência bancária',
  balance_compensation: 'Compensação de saldo',
};
