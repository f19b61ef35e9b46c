import { expect, test } from '@playwright/test';
import { signIn, users } from './support';
import { api, createPatient, mainClinic, professionalByEmail, startBooking } from './calendar-support';

// Far from the demo seed's weeks and from the other calendar journeys' days.
const ABSENCE_DAY = '2027-04-14'; // a Wednesday in summer time: Lisbon is UTC+1
const HOLIDAY = '2026-12-08'; // Tuesday, Imaculada Conceição

/**
 * Issue 22: what is not free looks not free — an absence is a shaded, labelled block in the week view,
 * and booking on a public holiday says which holiday it is and books once confirmed.
 */
test.describe('unavailable time in the calendar', () => {
  test('an absence is drawn as a labelled background in the week view', async ({ page }) => {
    await signIn(page, users.manager, '/calendar');
    const tiago = await professionalByEmail(page.request, users.professional);
    const clinic = await mainClinic(page.request);
    const label = `Ausência ${Date.now().toString(36)}`;
    await api(page.request, 'POST', '/api/v1/schedule-exceptions', {
      professional_id: tiago.id,
      clinic_id: clinic.id,
      starts_at: `${ABSENCE_DAY}T09:00:00Z`, // 10:00–12:00 in Lisbon
      ends_at: `${ABSENCE_DAY}T11:00:00Z`,
      reason: 'other',
      notes: label,
    });

    await page.goto(`/calendar?view=week&date=${ABSENCE_DAY}&professionals=${tiago.id}`);
    const block = page.locator('.rbc-background-event', { hasText: label });
    await expect(block).toBeVisible();
    await expect(block).toHaveAttribute('data-kind', 'schedule_exception');
    // Not a button: nothing to tab to or click (clicks reach the time slots below).
    await expect(block).not.toHaveAttribute('role', 'button');
    expect(await block.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await block.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'repeating-linear-gradient',
    );
    // It covers 10:00–12:00 of Wednesday's column.
    const ten = await page.locator('.rbc-time-gutter .rbc-label', { hasText: /^10:00$/ }).boundingBox();
    const twelve = await page.locator('.rbc-time-gutter .rbc-label', { hasText: /^12:00$/ }).boundingBox();
    const box = (await block.boundingBox())!;
    expect(Math.abs(box.y - ten!.y)).toBeLessThan(6);
    expect(Math.abs(box.y + box.height - twelve!.y)).toBeLessThan(6);
    const wednesday = (await page.locator('.rbc-day-slot').nth(2).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(wednesday.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(wednesday.x + wednesday.width + 1);
    // Outside his hours at the clinic is shaded too, labelled.
    await expect(page.locator('.rbc-background-event[data-kind="outside_hours"]').first()).toContainText(
      'Fora do horário',
    );
  });

  test('booking on a public holiday names it, and books once confirmed', async ({ page }) => {
    await signIn(page, users.manager, '/calendar');
    const tiago = await professionalByEmail(page.request, users.professional);
    const patient = await createPatient(page.request, 'Feriado');

    await page.goto(`/calendar?view=day&date=${HOLIDAY}&professionals=${tiago.id}`);
    // The day is marked: a whole-day block and its column header.
    await expect(page.locator('.rbc-background-event[data-kind="public_holiday"]')).toContainText(
      'Feriado: Imaculada Conceição',
    );
    const dialog = await startBooking(page, '15:00', patient);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const ask = page.getByRole('dialog', { name: 'Fora do horário de trabalho' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('Feriado: Imaculada Conceição.');
    await ask.getByRole('button', { name: 'Marcar mesmo assim' }).click();
    await expect(page.getByText('Marcação criada')).toBeVisible();
    const booked = await api<{ items: Array<{ starts_at: string }> }>(
      page.request,
      'GET',
      `/api/v1/appointments?patient_id=${patient.id}&page_size=5`,
    );
    expect(booked.items.map((a) => a.starts_at)).toEqual([`${HOLIDAY}T15:00:00.000Z`]);

    // The month view names the holidays in their day cells.
    await page.goto(`/calendar?view=month&date=${HOLIDAY}&professionals=${tiago.id}`);
    await expect(
      page.locator('.rbc-month-view .clinica-holiday-mark', { hasText: 'Feriado: Natal' }),
    ).toBeVisible();
  });
});
