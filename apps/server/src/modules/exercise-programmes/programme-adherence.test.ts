import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { exerciseProgrammes, exerciseProgrammeSessions } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { useProgrammeFixture } from './programmes.test-helpers.js';

const t = useTestApp();
const f = useProgrammeFixture(t);
const { api } = f;
const HOUR = 3_600_000;
const AZORES = 'Atlantic/Azores';

/** A local date `YYYY-MM-DD` of an instant in a time zone. */
const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

beforeAll(async () => {
  // The clinic works on the Azores' clock (UTC−1 in winter, UTC+0 in summer): a week there does not
  // begin when it begins in UTC or in Lisbon.
  const res = await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}`, { time_zone: AZORES });
  expect(res.statusCode, res.body).toBe(200);
});

describe('adherence: sessions done ÷ prescribed, per week in the clinic’s time zone', () => {
  it('counts a session by the clinic’s local week, across the boundary, and caps a week at its prescription', async () => {
    const { id } = await f.prescribe(f.fx.patientId, { times_per_week: 2 });
    // Monday 00:00 in the Azores of last week, as an instant (from PostgreSQL, DST-aware).
    const [{ monday }] = (await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ monday: string }>(
        tx,
        sql`select ((date_trunc('week', now() at time zone ${AZORES}) - interval '1 week') at time zone ${AZORES}) as monday`,
      ),
    )) as [{ monday: string }];
    const lastMonday = new Date(monday);
    const at = (ms: number) => new Date(lastMonday.getTime() + ms);
    await t.database.withTenant(DEMO_TENANT_ID, async (tx) => {
      // Started three weeks before last Monday.
      await tx
        .update(exerciseProgrammes)
        .set({ startedAt: at(-21 * 24 * HOUR) })
        .where(eq(exerciseProgrammes.id, id));
      const mark = (doneAt: Date) =>
        tx.insert(exerciseProgrammeSessions).values({
          tenantId: DEMO_TENANT_ID,
          programmeId: id,
          doneAt,
          markedBy: f.fx.patientId,
        });
      // Sunday 23:30 in the Azores — already Monday in UTC and in Lisbon — belongs to the week before.
      await mark(at(-0.5 * HOUR));
      // Monday 00:30 and Wednesday: last week, 2 of 2.
      await mark(at(0.5 * HOUR));
      await mark(at(50 * HOUR));
      // Three weeks back: three sessions in one week count as the 2 prescribed.
      for (const h of [-20 * 24, -19 * 24, -18 * 24]) await mark(at(h * HOUR));
    });

    const res = await api('GET', `/api/v1/exercise-programmes/${id}/adherence?weeks=8`, undefined, f.fisio);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      time_zone: string;
      weeks: { week_start: string; done: number; prescribed: number; ratio: number }[];
      total: { done: number; prescribed: number; ratio: number };
    };
    const week = (offsetWeeks: number) => localDate(at(offsetWeeks * 7 * 24 * HOUR + HOUR), AZORES);
    expect(body.time_zone).toBe(AZORES);
    expect(body.weeks).toEqual([
      { week_start: week(-3), done: 3, prescribed: 2, ratio: 1 },
      { week_start: week(-2), done: 0, prescribed: 2, ratio: 0 },
      { week_start: week(-1), done: 1, prescribed: 2, ratio: 0.5 },
      { week_start: week(0), done: 2, prescribed: 2, ratio: 1 },
      { week_start: week(1), done: 0, prescribed: 2, ratio: 0 },
    ]);
    // Σ min(done, 2) = 2 + 0 + 1 + 2 + 0 = 5 of 10 prescribed.
    expect(body.total).toEqual({ done: 6, prescribed: 10, ratio: 0.5 });
    // `weeks` keeps the newest ones.
    const two = await api('GET', `/api/v1/exercise-programmes/${id}/adherence?weeks=2`, undefined, f.fisio);
    expect(two.json().weeks.map((w: { week_start: string }) => w.week_start)).toEqual([week(0), week(1)]);
    // The patient sees the same figures for their own programme; the bad query is a 400.
    expect(
      (await api('GET', `/api/v1/exercise-programmes/${id}/adherence`, undefined, f.paciente)).statusCode,
    ).toBe(200);
    expect((await api('GET', `/api/v1/exercise-programmes/${id}/adherence?weeks=0`)).statusCode).toBe(400);

    // Marking a session now counts in this week's tally.
    const marked = await api('POST', `/api/v1/exercise-programmes/${id}/sessions`, undefined, f.paciente);
    expect(marked.json().this_week).toEqual({ week_start: week(1), done: 1, prescribed: 2 });
    await f.endCurrent(f.fx.patientId);
  });
});

describe('the printable programme', () => {
  it('is an A4 PDF with the clinic, the patient, each exercise with its dose, and a QR code per video', async () => {
    const { id } = await f.prescribe(f.fx.patientId, {
      times_per_week: 4,
      notes: 'Aquecer 5 minutos antes.',
      items: [
        { intervention_id: f.ex.squat, sets: 3, repetitions: 12, load_kg: 7.5 },
        { intervention_id: f.ex.bridge, sets: 2, repetitions: 1 },
        { intervention_id: f.ex.plank, sets: 3, hold_seconds: 30, notes: 'Costas direitas.' },
      ],
    });
    const res = await api('GET', `/api/v1/exercise-programmes/${id}/pdf`, undefined, f.paciente);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'programme-pdf-'));
    const file = path.join(dir, 'programa.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /[ \t]+/g,
      ' ',
    );
    for (const expected of [
      'Clínica Demo',
      'Programa de exercícios em casa',
      'Paciente:',
      'Prescrito por: Tiago Fonseca',
      'Frequência: 4 vezes por semana',
      'Aquecer 5 minutos antes.',
      '1. Agachamento (casa)',
      '3 séries × 12 repetições · 7,5 kg',
      '2. Ponte glútea (casa)',
      '2 séries × 1 repetição',
      '3. Prancha (casa)',
      '3 séries × 30 s',
      'Nota: Costas direitas.',
    ])
      expect(text).toContain(expected);
    // A QR code beside each exercise that has a video (two of three), opening that video's own address.
    expect(text.match(/Vídeo/g)).toHaveLength(2);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const codes = execFileSync('zbarimg', ['--raw', '-q', path.join(dir, 'page-1.png')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(codes.trim().split('\n').sort()).toEqual([
      'https://vimeo.com/76979871',
      'https://www.youtube.com/watch?v=aclHkVaku9U',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints each exercise’s picture beside its dose, and the clinic’s telephone and e-mail (issue 43)', async () => {
    await f.endCurrent(f.fx.patientId);
    // The account's main clinic, with its telephone and e-mail.
    const clinic = await api('PUT', `/api/v1/clinics/${f.fx.clinicId}`, {
      phone: '+351222012345',
      email: 'bonfim@demo.clinica.pt',
    });
    expect(clinic.statusCode, clinic.body).toBe(200);
    const main = await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}`, { main_clinic_id: f.fx.clinicId });
    expect(main.statusCode, main.body).toBe(200);
    const png = fs.readFileSync(new URL('../../db/seed/exercise-images/bridge.png', import.meta.url));
    const boundary = '----clinica-pdf';
    const upload = await t.request({
      method: 'PUT',
      url: `/api/v1/interventions/${f.ex.bridge}/image`,
      cookie: t.manager,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ponte.png"\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = await f.prescribe(f.fx.patientId, {
      items: [
        { intervention_id: f.ex.bridge, sets: 3, repetitions: 10 },
        { intervention_id: f.ex.plank, sets: 3, hold_seconds: 30 },
      ],
    });
    const programme = await api('GET', `/api/v1/exercise-programmes/${id}`, undefined, f.paciente);
    expect(programme.json().items.map((i: { intervention: { image_url: string | null } }) => i.intervention.image_url)).toEqual([
      upload.json().image_url,
      null,
    ]);
    const res = await api('GET', `/api/v1/exercise-programmes/${id}/pdf`, undefined, f.paciente);
    expect(res.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'programme-pdf-'));
    const file = path.join(dir, 'programa.pdf');
    fs.writeFileSync(file, res.rawPayload);
    // One picture (the bridge's; the plank has none), drawn on the first page.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*1\s+0\s+image\s+(\d+)\s+(\d+)/);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('3 séries × 10 repetições');
    expect(text).toContain('Pare e contacte a clínica (tel. +351 22 201 2345 · bonfim@demo.clinica.pt)');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
