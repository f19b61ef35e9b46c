import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, users } from './support';
import { api, bookNewPatient, type Booked } from './calendar-support';

// Issue 22, item 1: a click on an appointment in the calendar opens a quick view — who, what, where,
// when, its state — with one-click presence and absences, and cancelling that asks by whom.

/** Today in Lisbon (yyyy-mm-dd), and an instant of today at a UTC hour. */
const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Lisbon' });
const todayAt = (hour: number, minute = 0) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute),
  ).toISOString();
};

const axe = (page: Page) =>
  new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));

test('the front desk marks a patient present from the calendar, and cancels another at the patient’s request', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, users.frontDesk, '/calendar');
  const first = await bookNewPatient(
    page.request,
    users.professional,
    'Presença',
    todayAt(20, 0),
    todayAt(20, 30),
  );
  const second = await bookNewPatient(
    page.request,
    users.professional,
    'Desmarca',
    todayAt(20, 30),
    todayAt(21, 0),
  );
  const name = (p: { first_name: string; surname: string }) => `${p.first_name} ${p.surname}`;
  await page.goto(`/calendar?view=day&date=${todayIso()}&professionals=${first.professional.id}`);

  // A click opens the quick view: the patient (a link to the record), service, professional, room, time, state.
  const event = page.locator('.rbc-event', { hasText: first.patient.surname });
  await event.scrollIntoViewIfNeeded();
  await event.click();
  const quick = page.getByRole('dialog', { name: name(first.patient) });
  await expect(quick).toBeVisible();
  await expect(quick.getByRole('link', { name: name(first.patient) })).toHaveAttribute(
    'href',
    `/patients/${first.patient.id}`,
  );
  await expect(quick.getByText('Sessão de fisioterapia')).toBeVisible();
  await expect(quick.getByText('Agendada', { exact: true })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'Abrir consulta' })).toHaveAttribute(
    'href',
    `/appointments/${first.booked.id}`,
  );
  expect(await axe(page)).toEqual([]);

  // One click: present.
  await quick.getByRole('button', { name: 'Marcar presença' }).click();
  await expect(page.getByText('Estado alterado para Presente')).toBeVisible();
  await expect(quick).toBeHidden();
  expect((await api<Booked>(page.request, 'GET', `/api/v1/appointments/${first.booked.id}`)).state).toBe(
    'present',
  );

  // By keyboard: Enter opens the other one; Desmarcar asks by whom; "Pelo paciente".
  const other = page.locator('.rbc-event', { hasText: second.patient.surname });
  await other.focus();
  await page.keyboard.press('Enter');
  const quick2 = page.getByRole('dialog', { name: name(second.patient) });
  await expect(quick2).toBeVisible();
  await quick2.getByRole('button', { name: 'Desmarcar' }).click();
  await expect(quick2.getByRole('group', { name: 'Desmarcar a pedido de quem?' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await quick2.getByRole('button', { name: 'Pelo paciente' }).click();
  await expect(page.getByText('Estado alterado para Desmarcada pelo paciente')).toBeVisible();
  expect((await api<Booked>(page.request, 'GET', `/api/v1/appointments/${second.booked.id}`)).state).toBe(
    'canceled_patient',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap opens the quick view, whose actions fit the screen', async ({ page }) => {
    await signIn(page, users.frontDesk, '/calendar');
    const { patient, professional } = await bookNewPatient(
      page.request,
      users.professional,
      'Telemóvel',
      todayAt(21, 0),
      todayAt(21, 30),
    );
    await page.goto(`/calendar?view=day&date=${todayIso()}&professionals=${professional.id}`);
    const event = page.locator('.rbc-event', { hasText: patient.surname });
    await event.scrollIntoViewIfNeeded();
    const box = (await event.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const quick = page.getByRole('dialog', { name: `${patient.first_name} ${patient.surname}` });
    await expect(quick).toBeVisible();
    await expect(quick.getByRole('button', { name: 'Marcar presença' })).toBeInViewport();
    expect(await axe(page)).toEqual([]);
  });
});
