import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CashDay } from '@clinica/contracts/cash-close';
import { moneyMethods } from '@clinica/contracts/payment-methods';
import { usePortuguese } from '../test-support';
import { CashDayTable } from './cash-day-table';

beforeAll(usePortuguese);
afterEach(cleanup);

const person = (name: string) => ({ id: '5d3c7a52-5b1e-4c59-9d4a-000000000c01', name });

/** A day with 50 € of receipts and 20 € given back in cash, 35 € by Multibanco, nothing else. */
function day(): CashDay {
  const methods = moneyMethods.map((method) => {
    const receipts = method === 'cash' ? 5000 : method === 'mb' ? 3500 : 0;
    const refunds = method === 'cash' ? 2000 : 0;
    return {
      method,
      receipts_cents: receipts,
      advances_cents: 0,
      invoices_cents: 0,
      refunds_cents: refunds,
      expected_cents: receipts - refunds,
    };
  });
  return {
    clinic: person('Clínica Demo — Porto'),
    user: person('Marta Sousa'),
    day: '2026-11-28',
    methods,
    expected_cents: 6500,
    movements: [],
    unrecorded_invoices: { count: 0, gross_cents: 0 },
    close: null,
  };
}

function Counting() {
  const [counted, setCounted] = useState<Record<string, string>>({});
  return (
    <CashDayTable
      day={day()}
      counted={counted}
      onCount={(m, text) => setCounted((c) => ({ ...c, [m]: text }))}
    />
  );
}

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe('the cash close’s day by method', () => {
  it('shows refunds as money out, never «-0,00 €», and the difference as the counted amounts are typed', () => {
    const { container } = render(<Counting />);
    const cash = container.querySelector('[data-method="cash"]')!;
    expect(text(cash)).toContain('-20,00 €');
    expect(text(container.querySelector('[data-method="mb"]'))).not.toContain('-0,00');
    expect(text(container)).not.toContain('-0,00');
    expect(text(container.querySelector('[data-total="expected"]'))).toBe('65,00 €');

    fireEvent.change(screen.getByLabelText('Contado (€) — Numerário'), { target: { value: '29,50' } });
    expect(text(within(cash as HTMLElement).getByText(/-0,50 €/))).toBe('-0,50 €');
    fireEvent.change(screen.getByLabelText('Contado (€) — Multibanco'), { target: { value: '35' } });
    expect(text(container.querySelector('[data-total="counted"]'))).toBe('64,50 €');
    expect(text(container.querySelector('[data-total="difference"]'))).toBe('-0,50 €');
  });
});
