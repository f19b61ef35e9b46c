import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { bookTodayLate, today } from './calendar-support';
import { caughtMail } from './mailbox';
import { providerDocumentOf, providerPdf, shownNumber, test, useProvider } from './provider';
import { harness, resetServer, seriousViolations, signIn, users } from './support';

// Issue 26: a clinic turns invoicing on, invoices two of a patient's appointments from the
// appointments list, issues the FT, opens its PDF, e-mails it (a real SMTP catcher receives it), the
// appointments show invoiced, and the patient, logged in, sees the document. The demo clinic's
// invoicing is switched on and off here, so this runs in the tenant-state project — and again in the
// invoicexpress project (issue 53): the FT is then issued at InvoiceXpress, shows its number and ATCUD,
// and its PDF is InvoiceXpress's.

const PORTAL_PATIENT = { id: '0d3c7a52-5b1e-4c59-9d4a-000000000104', name: 'João Carlos Silva' };

test.beforeEach(async ({ request, provider }) => {
  await resetServer(request);
  await useProvider(request, provider);
});

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test('turn invoicing on, invoice two appointments, issue, print, e-mail; the patient sees the document', async ({
  page,
  browser,
  request,
  provider,
}) => {
  test.setTimeout(180_000);
  await harness(request, 'tenant', { email: users.manager, invoicing_active: false });

  // Invoicing on: the fiscal identity and the series are already there (the demo's).
  await signIn(page, users.manager, '/configurations/invoicing');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Faturas' })).toHaveCount(0);
  // The demo clinic is an Lda.: its company mentions are filled (CSC art. 171.º).
  await expect(page.getByRole('combobox', { name: 'Forma jurídica' })).toHaveText(
    'Sociedade por quotas (Lda.)',
  );
  await expect(page.getByRole('textbox', { name: 'Capital social (€)' })).toHaveValue('5000,00');
  // The program that issues the clinic's documents.
  await expect(page.getByRole('combobox', { name: 'Emitir com' })).toHaveText(
    provider === 'invoicexpress' ? 'InvoiceXpress (programa certificado)' : 'Clínica (documentos próprios)',
  );
  await page.getByLabel('Faturação ativa').check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Alterações guardadas')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Faturas' })).toBeVisible();

  // Two of the patient's appointments today, invoiced from the appointments list.
  // With Sofia Almeida: the other journeys fill Tiago's evening.
  const first = (await bookTodayLate(page.request, PORTAL_PATIENT, 'sofia.almeida@demo.clinica.pt')).booked;
  const second = (await bookTodayLate(page.request, PORTAL_PATIENT, 'sofia.almeida@demo.clinica.pt')).booked;
  await page.goto(
    `/appointments?q=${encodeURIComponent(PORTAL_PATIENT.name)}&from_date=${today()}&to_date=${today()}`,
  );
  for (const id of [first.id, second.id]) {
    const row = page.getByRole('row').filter({ has: page.locator(`a[href="/appointments/${id}"]`) });
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Faturar selecionadas (2)' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  const draftId = page.url().split('/').pop()!;
  await expect(page.getByText(/Rascunho: ainda não é um documento fiscal/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF' })).toHaveCount(0);
  const lines = page.getByRole('table', { name: 'Linhas' });
  await expect(lines.getByRole('row').filter({ hasText: 'Sessão de fisioterapia' })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // Issue it.
  await page.getByRole('button', { name: 'Emitir' }).first().click();
  const issue = page.getByRole('dialog', { name: /^Emitir/ });
  await expect(issue).toContainText('já não pode ser alterado');
  await issue.getByRole('button', { name: 'Emitir' }).click();
  await expect(page.getByText('Fatura criado com sucesso')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Fatura FT \S+\/\d+$/);
  const invoiceNo = (await heading.textContent())!.replace(/^Fatura /, '');
  await expect(page.getByText(/^ATCUD/).first()).toBeVisible();
  // Issued by the clinic's program only: with InvoiceXpress, the number and ATCUD are the ones it gave.
  const atProvider = await providerDocumentOf(request, draftId);
  if (provider === 'invoicexpress') {
    expect(atProvider).toMatchObject({ type: 'Invoice', status: 'final' });
    expect(invoiceNo).toBe(shownNumber('FT', atProvider!));
    await expect(page.getByText(atProvider!.atcud!, { exact: true })).toBeVisible();
  } else expect(atProvider).toBeUndefined();
  const providerPdfBytes = atProvider ? () => providerPdf(request, atProvider.id) : null;

  // The PDF: the number, the ATCUD, the company's mentions, «Original» (its first copy) and the
  // processing line are printed.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  if (providerPdfBytes) expect(readFileSync(file).equals(await providerPdfBytes())).toBe(true);
  else {
    const text = pdfText(file);
    expect(text).toContain(invoiceNo);
    expect(text).toMatch(/ATCUD: \S+-\d+/);
    expect(text).toMatch(/Sociedade por quotas · Capital social 5000,00\s€/);
    expect(text).toContain('Original');
    expect(text).toMatch(/\S{4}-Processado por programa não certificado/);
  }

  // E-mailed: the catcher receives it with the PDF attached.
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  const email = page.getByRole('dialog', { name: /por e-mail$/ });
  await email.getByLabel('E-mail').fill('joao.silva@exemplo.pt');
  await email.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Documento enviado por e-mail')).toBeVisible();
  const mail = await caughtMail('joao.silva@exemplo.pt', new RegExp(invoiceNo.replace(/[/.]/g, '\\$&')));
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  const attached = Buffer.from(mail.attachments[0]!.base64, 'base64');
  expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
  if (providerPdfBytes) expect(attached.equals(await providerPdfBytes())).toBe(true);

  // The appointments show invoiced.
  await page.goto(`/appointments/${first.id}`);
  await expect(page.getByText('Faturada', { exact: false }).first()).toBeVisible();

  // The patient, logged in, sees the document on their home and downloads it.
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, users.patient, '/dashboard');
  const card = patientPage.getByRole('list', { name: 'Faturas' });
  await expect(card.getByRole('link', { name: invoiceNo })).toBeVisible();
  const patientDownload = patientPage.waitForEvent('download');
  await card.getByRole('button', { name: `Descarregar PDF de ${invoiceNo}` }).click();
  const patientFile = await (await patientDownload).path();
  expect(readFileSync(patientFile).subarray(0, 5).toString()).toBe('%PDF-');
  if (providerPdfBytes) expect(readFileSync(patientFile).equals(await providerPdfBytes())).toBe(true);
  else {
    // Printed and e-mailed already: the patient's copy is a «2.ª via».
    expect(pdfText(patientFile)).toContain('2.ª via');
    expect(pdfText(patientFile)).not.toContain('Original');
  }
  // …and opens it: the same document, read-only, with no action of the staff's.
  await card.getByRole('link', { name: invoiceNo }).click();
  await expect(patientPage.getByRole('heading', { level: 1 })).toHaveText(`Fatura ${invoiceNo}`);
  await expect(patientPage.getByRole('button', { name: 'Anular' })).toHaveCount(0);
  expect(await seriousViolations(patientPage)).toEqual([]);
  await patientContext.close();
});
