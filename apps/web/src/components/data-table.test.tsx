import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { changeLocale } from '../lib/i18n';
import { DataTable, type Column } from './data-table';

type Row = { id: string; name: string };
const columns: Column<Row>[] = [{ key: 'name', label: 'Nome', render: (r) => r.name }];
const page = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: `Paciente ${i + 1}` }));

function renderTable(props: { total: number; totalCapped?: boolean; page?: number }) {
  const onPageChange = vi.fn();
  render(
    <DataTable
      label="Pacientes"
      columns={columns}
      rows={page}
      rowKey={(r) => r.id}
      total={props.total}
      totalCapped={props.totalCapped}
      params={{ q: '', sort: '', page: props.page ?? 1, page_size: 25, order: 'asc' }}
      loading={false}
      error={false}
      emptyText="Nada"
      onPageChange={onPageChange}
      onPageSizeChange={() => undefined}
      onSort={() => undefined}
    />,
  );
  return { onPageChange };
}

/** The pager's text with its non-breaking spaces as plain ones. */
const pagerText = () =>
  screen
    .getByText((_, el) => el?.classList.contains('MuiTablePagination-displayedRows') ?? false)
    .textContent!.replace(/\u00a0/g, ' ');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('pt');
});

describe('DataTable pager', () => {
  it('says the exact total when the server counted them all, and the last page has no next', async () => {
    await i18n.changeLanguage('pt');
    renderTable({ total: 50, page: 2 });
    expect(pagerText()).toBe('26–50 de 50');
    expect((screen.getByRole('button', { name: /seguinte|next/i }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says «de mais de 1 000» when the count stopped at its cap, and keeps the next page reachable', async () => {
    await i18n.changeLanguage('pt');
    const { onPageChange } = renderTable({ total: 1000, totalCapped: true });
    expect(pagerText()).toBe('1–25 de mais de 1 000');
    fireEvent.click(screen.getByRole('button', { name: /seguinte|next/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('groups thousands past the cap too, and speaks English when asked', async () => {
    await changeLocale('en');
    renderTable({ total: 1025, totalCapped: true, page: 41 });
    expect(pagerText()).toBe('1,001–1,025 of more than 1,025');
  });
});
