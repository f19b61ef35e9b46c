import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

/**
 * How money moves (spec §4, DOMAIN.md payment_methods). `debit_card` stands beside the spec's
 * `credit_card` because SAF-T tells them apart (CD, CC); `mb` is a Multibanco payment reference (MB), not
 * a card at a terminal (issue 37). Two move no money: `current_account` records that an amount stays
 * owed on the patient's account, `balance_compensation` spends the patient's credit (decision 030).
 */
export const paymentMethods = [
  'credit_card',
  'debit_card',
  'cash',
  'other',
  'mb',
  'current_account',
  'bank_transfer',
  'balance_compensation',
] as const;
export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The methods that move money (a receipt's SAF-T PaymentMechanism, issue 28). */
export const moneyMethods = [
  'credit_card',
  'debit_card',
  'cash',
  'other',
  'mb',
  'bank_transfer',
] as const satisfies readonly PaymentMethod[];
export type MoneyMethod = (typeof moneyMethods)[number];

/** What a clinic pays its vendors with: balance compensation is a patient's credit, never a vendor's. */
export const expenseMethods = [
  'credit_card',
  'debit_card',
  'cash',
  'other',
  'mb',
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
  current_account: 'Conta corrente',
  bank_transfer: 'Transferência bancária',
  balance_compensation: 'Compensação de saldo',
};
