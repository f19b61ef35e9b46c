import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { R, seedReportFixture } from './reports.test-helpers.js';

/** Issue 50 item 2: the exports open — XLSX read back with exceljs, CSV with «;» and a UTF-8 BOM. */
const t = useTestApp();
beforeAll(() => seedReportFixture(t));
const q = `from=2023-03-01&to=2023-04-30&clinic_id=${R.clinic}`;

describe('report exports', () => {
  it('CSV: a BOM, semicolons, amounts with a decimal comma, the totals line', async () => {
    const res = await t.api('GET', `/api/v1/reports/specialties/export.csv?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-specialties-2023-03-01-2023-04-30.csv"',
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Especialidades;01/03/2023 a 30/04/2023');
    expect(lines).toContain('Nome;Consultas;Receita (€)');
    expect(lines).toContain('Osteopatia Teste;3;95,00');
    expect(lines).toContain('—;0;12,30');
    expect(lines).toContain('Total;3;107,30');
  });

  it('XLSX: a sheet per table, amounts in euros, read back with exceljs', async () => {
    const res = await t.api('GET', `/api/v1/reports/financial/export.xlsx?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Por mês',
      'Receita por serviço',
      'Receita por profissional',
      'Parte das seguradoras',
      'Recebimentos por método',
    ]);
    const months = book.getWorksheet('Por mês')!;
    expect(months.getRow(3).values).toEqual([
      undefined,
      'Mês',
      'Receita (€)',
      'IVA (€)',
      'Despesas (€)',
      'Resultado (€)',
    ]);
    expect(months.getRow(4).values).toEqual([undefined, '2023-03', 80, 0, 0, 80]);
    expect(months.getRow(5).values).toEqual([undefined, '2023-04', 27.3, 2.3, 0, 25]);
    expect(months.getRow(6).values).toEqual([undefined, 'Total', 107.3, 2.3, 0, 105]);
    expect(book.getWorksheet('Recebimentos por método')!.getRow(4).values).toEqual([
      undefined,
      'Numerário',
      85.3,
    ]);
  });

  it('needs the manager (a professional: 403) and a valid range (400)', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect(
      (await t.api('GET', `/api/v1/reports/financial/export.csv?${q}`, undefined, fisio)).statusCode,
    ).toBe(403);
    expect((await t.api('GET', `/api/v1/reports/financial/export.xlsx?from=2023-03-01`)).statusCode).toBe(
      400,
    );
  });
});
