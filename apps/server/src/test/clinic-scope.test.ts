import { describe, expect, it } from 'vitest';
import { GESTOR } from '../modules/appointments/fixtures.test-helpers.js';
import { usePaymentsFixture } from '../modules/payments/payments.test-helpers.js';
import { useTestApp } from './test-app.js';

/**
 * Issue 39's sweep inside one account that does not share data between clinics (the cross-tenant
 * sweep's counterpart): every route that takes the id of a patient or of a record about one, called by
 * the front desk (R) and a physiotherapist (F, `patients:list_all`) who work at clinic A with the ids
 * of a patient of clinic B only, answers 404 where the caller holds the route's permission and 403
 * where not — never anything else — and changes nothing. A new `:id` route under these paths without
 * an entry in `expected` fails the test.
 */
const t = useTestApp();
const f = usePaymentsFixture(t);
const { api } = f;
const ids: Record<string, string> = {};

const recordPaths = [
  '/api/v1/users/patients/',
  '/api/v1/users/:id/files',
  '/api/v1/users/:id/current-account',
  '/api/v1/appointments/',
  '/api/v1/appointment-series/',
  '/api/v1/evaluations/',
  '/api/v1/interventions-performed/',
  '/api/v1/exercise-programmes/',
  '/api/v1/invoicing-documents/',
  '/api/v1/payments/',
];

/** Per route: which callers hold its permission (so must get 404); the others must get 403. */
const expected: Record<string, { id: () => string; notFoundFor: 'RF' | 'R' | 'F' | '' }> = {
  'GET /api/v1/users/patients/:id': { id: () => ids.patient!, notFoundFor: 'RF' },
  'PUT /api/v1/users/patients/:id': { id: () => ids.patient!, notFoundFor: 'RF' },
  'DELETE /api/v1/users/patients/:id': { id: () => ids.patient!, notFoundFor: 'R' },
  'GET /api/v1/users/patients/:id/audit': { id: () => ids.patient!, notFoundFor: '' },
  'GET /api/v1/users/patients/:id/export': { id: () => ids.patient!, notFoundFor: '' },
  'POST /api/v1/users/patients/:id/erase': { id: () => ids.patient!, notFoundFor: '' },
  'POST /api/v1/users/patients/:id/portal-invitation': { id: () => ids.patient!, notFoundFor: '' },
  'DELETE /api/v1/users/patients/:id/portal-invitation': { id: () => ids.patient!, notFoundFor: '' },
  'GET /api/v1/users/:id/files': { id: () => ids.patient!, notFoundFor: 'RF' },
  'POST /api/v1/users/:id/files': { id: () => ids.patient!, notFoundFor: 'RF' },
  'GET /api/v1/users/:id/files/:fileId': { id: () => ids.patient!, notFoundFor: 'RF' },
  'DELETE /api/v1/users/:id/files/:fileId': { id: () => ids.patient!, notFoundFor: '' },
  'GET /api/v1/users/:id/current-account': { id: () => ids.patient!, notFoundFor: 'R' },
  'GET /api/v1/appointments/:id': { id: () => ids.appointment!, notFoundFor: 'RF' },
  'PUT /api/v1/appointments/:id': { id: () => ids.appointment!, notFoundFor: 'RF' },
  'DELETE /api/v1/appointments/:id': { id: () => ids.appointment!, notFoundFor: 'R' },
  'GET /api/v1/appointment-series/:id': { id: () => ids.series!, notFoundFor: 'RF' },
  'PUT /api/v1/appointment-series/:id': { id: () => ids.series!, notFoundFor: 'RF' },
  'POST /api/v1/appointment-series/:id/cancel': { id: () => ids.series!, notFoundFor: 'RF' },
  'GET /api/v1/evaluations/:id': { id: () => ids.evaluation!, notFoundFor: 'F' },
  'PUT /api/v1/evaluations/:id': { id: () => ids.evaluation!, notFoundFor: 'F' },
  'POST /api/v1/evaluations/:id/sign': { id: () => ids.evaluation!, notFoundFor: 'F' },
  'POST /api/v1/evaluations/:id/addenda': { id: () => ids.evaluation!, notFoundFor: 'F' },
  'PUT /api/v1/interventions-performed/:id': { id: () => ids.performed!, notFoundFor: 'F' },
  'DELETE /api/v1/interventions-performed/:id': { id: () => ids.performed!, notFoundFor: 'F' },
  'GET /api/v1/exercise-programmes/:id': { id: () => ids.programme!, notFoundFor: 'F' },
  'PUT /api/v1/exercise-programmes/:id': { id: () => ids.programme!, notFoundFor: 'F' },
  'GET /api/v1/exercise-programmes/:id/adherence': { id: () => ids.programme!, notFoundFor: 'F' },
  'GET /api/v1/exercise-programmes/:id/pdf': { id: () => ids.programme!, notFoundFor: 'F' },
  'POST /api/v1/exercise-programmes/:id/end': { id: () => ids.programme!, notFoundFor: 'F' },
  'POST /api/v1/exercise-programmes/:id/sessions': { id: () => ids.programme!, notFoundFor: '' },
  'GET /api/v1/invoicing-documents/:id': { id: () => ids.document!, notFoundFor: 'RF' },
  'PUT /api/v1/invoicing-documents/:id': { id: () => ids.draft!, notFoundFor: 'R' },
  'DELETE /api/v1/invoicing-documents/:id': { id: () => ids.draft!, notFoundFor: 'R' },
  'POST /api/v1/invoicing-documents/:id/items': { id: () => ids.draft!, notFoundFor: 'R' },
  'PUT /api/v1/invoicing-documents/:id/items/:itemId': { id: () => ids.draft!, notFoundFor: 'R' },
  'DELETE /api/v1/invoicing-documents/:id/items/:itemId': { id: () => ids.draft!, notFoundFor: 'R' },
  'POST /api/v1/invoicing-documents/:id/issue': { id: () => ids.draft!, notFoundFor: 'R' },
  'POST /api/v1/invoicing-documents/:id/cancel': { id: () => ids.document!, notFoundFor: 'R' },
  'POST /api/v1/invoicing-documents/:id/generate-pdf': { id: () => ids.document!, notFoundFor: 'RF' },
  'GET /api/v1/payments/:id': { id: () => ids.payment!, notFoundFor: 'R' },
  'PUT /api/v1/payments/:id': { id: () => ids.payment!, notFoundFor: 'R' },
  'POST /api/v1/payments/:id/cancel': { id: () => ids.payment!, notFoundFor: 'R' },
  'POST /api/v1/payments/:id/provider-receipts': { id: () => ids.payment!, notFoundFor: 'R' },
  'GET /api/v1/payments/:id/provider-receipts/:documentId/pdf': { id: () => ids.payment!, notFoundFor: 'R' },
  'GET /api/v1/payments/refunds/:id': { id: () => ids.refund!, notFoundFor: 'R' },
};

const bodies: Record<string, object> = {
  'PUT /api/v1/users/patients/:id': { first_name: 'Mexida' },
  'PUT /api/v1/appointments/:id': { notes: 'Mexida' },
  'PUT /api/v1/appointment-series/:id': { from_appointment_id: 'series', notes: 'Mexida' },
  'POST /api/v1/appointment-series/:id/cancel': { from_appointment_id: 'series' },
  'PUT /api/v1/evaluations/:id': { type: 'subjective', content: { main_complaint: 'Mexida' } },
  'POST /api/v1/evaluations/:id/addenda': { text: 'Mexida' },
  'PUT /api/v1/interventions-performed/:id': { notes: 'Mexida' },
  'PUT /api/v1/exercise-programmes/:id': { times_per_week: 1 },
  'PUT /api/v1/invoicing-documents/:id': { notes: 'Mexida' },
  'POST /api/v1/invoicing-documents/:id/items': { lines: [{ description: 'Mexida', unit_price_cents: 1 }] },
  'PUT /api/v1/invoicing-documents/:id/items/:itemId': { quantity: 2 },
  'POST /api/v1/invoicing-documents/:id/cancel': { reason: 'Mexida' },
  'PUT /api/v1/payments/:id': { notes: 'Mexida' },
  'POST /api/v1/payments/:id/cancel': { reason: 'Mexida' },
};

/** Creates as the manager; must succeed. */
async function made(method: 'POST' | 'PUT', url: string, body?: object) {
  const res = await api(method, url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** Everything about a patient of clinic B: the manager's appointment, series, clinical record, money. */
async function clinicBPatient() {
  const patient = await made('POST', '/api/v1/users/patients', {
    first_name: 'Beatriz',
    surname: 'da Foz',
    email: 'beatriz.foz@exemplo.pt',
    clinic_ids: [f.fx.otherClinicId],
  });
  ids.patient = patient.id;
  const at = (day: string) => ({
    patient_id: patient.id,
    professional_id: GESTOR,
    service_id: f.fx.sessionService,
    clinic_id: f.fx.otherClinicId,
    starts_at: `${day}T10:00:00Z`,
    ends_at: `${day}T10:45:00Z`,
    confirm_outside_schedule: true,
  });
  ids.appointment = (await made('POST', '/api/v1/appointments', at('2027-10-04'))).id;
  const { ends_at: _end, starts_at: _start, ...seriesOf } = at('2027-10-05');
  const series = await made('POST', '/api/v1/appointment-series', {
    ...seriesOf,
    start_time: '11:00',
    duration_minutes: 45,
    weekdays: ['tuesday'],
    starts_on: '2027-10-05',
    count: 2,
  });
  ids.series = series.series.id;
  bodies['PUT /api/v1/appointment-series/:id'] = {
    from_appointment_id: series.appointments[0].id,
    notes: 'Mexida',
  };
  bodies['POST /api/v1/appointment-series/:id/cancel'] = { from_appointment_id: series.appointments[0].id };
  const evaluation = await made('POST', '/api/v1/evaluations', {
    type: 'subjective',
    appointment_id: ids.appointment,
    content: { main_complaint: 'Dor no ombro' },
  });
  ids.evaluation = evaluation.id;
  const squat = await made('POST', '/api/v1/interventions', { name: 'Agachamento (clínicas)' });
  ids.performed = (
    await made('POST', '/api/v1/interventions-performed', {
      appointment_id: ids.appointment,
      intervention_id: squat.id,
      sets: [{ repetitions: 10 }],
      notes: 'Nota do gestor',
    })
  ).id;
  ids.programme = (
    await made('POST', '/api/v1/exercise-programmes', {
      patient_id: patient.id,
      times_per_week: 3,
      items: [{ intervention_id: squat.id, sets: 3, repetitions: 10 }],
    })
  ).id;
  const boundary = 'clinicscope';
  const file = await t.request({
    method: 'POST',
    url: `/api/v1/users/${patient.id}/files`,
    cookie: t.manager,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rx.pdf"\r\n\r\n`),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(file.statusCode, file.body).toBe(201);
  ids.file = file.json().id;
  const document = await f.issued(3500, 'FT', patient.id);
  ids.document = document.id;
  const draft = await f.draft({ patient_id: patient.id, lines: [f.freeLine(900)] });
  ids.draft = draft.id;
  ids.draftLine = draft.lines[0]!.id;
  ids.payment = (
    await f.pay({
      patient_id: patient.id,
      amount_cents: 3500,
      method: 'cash',
      allocations: [{ document_id: document.id, amount_cents: 3500 }],
    })
  ).id;
  // An advance, part of it given back (issue 38).
  const advance = await f.pay({ patient_id: patient.id, amount_cents: 1000, method: 'cash', advance: true });
  const refund = await api('POST', '/api/v1/payments/refunds', {
    patient_id: patient.id,
    document_id: advance.advance!.id,
    amount_cents: 300,
    method: 'cash',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  ids.refund = refund.json().id;
}

/** What the manager reads about the patient: must be the same after the sweep. */
async function snapshot() {
  const out: Record<string, string> = {};
  for (const url of [
    `/api/v1/users/patients/${ids.patient}`,
    `/api/v1/users/${ids.patient}/files`,
    `/api/v1/appointments/${ids.appointment}`,
    `/api/v1/appointment-series/${ids.series}`,
    `/api/v1/evaluations/${ids.evaluation}`,
    `/api/v1/interventions-performed?appointment_id=${ids.appointment}`,
    `/api/v1/exercise-programmes/${ids.programme}`,
    `/api/v1/invoicing-documents/${ids.document}`,
    `/api/v1/invoicing-documents/${ids.draft}`,
    `/api/v1/payments/${ids.payment}`,
    `/api/v1/payments/refunds/${ids.refund}`,
    `/api/v1/users/${ids.patient}/current-account`,
  ])
    out[url] = (await api('GET', url)).body;
  return out;
}

describe('another clinic’s patient, in an account that does not share data between clinics', () => {
  it('answers 404 (403 without the permission) to every id about them, and changes nothing', async () => {
    await clinicBPatient();
    const before = await snapshot();
    const failures: string[] = [];
    const routes = t.routes.filter(
      (r) => r.url.includes(':') && recordPaths.some((p) => r.url.startsWith(p)),
    );
    for (const route of routes) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url}`;
        const entry = expected[key];
        if (!entry) {
          failures.push(`${key}: no entry in expected`);
          continue;
        }
        const url = route.url
          .replace(':id', entry.id())
          .replace(':fileId', ids.file!)
          .replace(':itemId', ids.draftLine!)
          .replace(':documentId', ids.document!);
        for (const [who, cookie] of [
          ['R', f.rececao],
          ['F', f.fisio],
        ] as const) {
          const res = await api(
            method as 'GET',
            url,
            method === 'PUT' || method === 'POST' ? (bodies[key] ?? {}) : undefined,
            cookie,
          );
          const want = entry.notFoundFor.includes(who) ? 404 : 403;
          if (res.statusCode !== want)
            failures.push(`${key} as ${who} → ${res.statusCode}, expected ${want}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves them out of every list, and refuses their ids in bodies: money, e-mail and bookings', async () => {
    const failures: string[] = [];
    const lists: Array<[string, 'R' | 'F', (body: Record<string, unknown>) => boolean]> = [
      ['/api/v1/users/patients?q=beatriz%20foz', 'R', (b) => b.total === 0],
      ['/api/v1/users/patients?q=beatriz%20foz', 'F', (b) => b.total === 0],
      [`/api/v1/payments?patient_id=${ids.patient}`, 'R', (b) => b.total === 0],
      [`/api/v1/invoicing-documents?patient_id=${ids.patient}`, 'R', (b) => b.total === 0],
      [`/api/v1/invoicing-documents?patient_id=${ids.patient}`, 'F', (b) => b.total === 0],
    ];
    for (const [url, who, empty] of lists) {
      const res = await api('GET', url, undefined, who === 'R' ? f.rececao : f.fisio);
      if (res.statusCode !== 200 || !empty(res.json()))
        failures.push(`GET ${url} as ${who} → ${res.body.slice(0, 120)}`);
    }
    const csv = await api('GET', '/api/v1/payments/export.csv', undefined, f.rececao);
    if (csv.body.includes('Beatriz')) failures.push('the payments CSV names her');
    for (const [url, body, want] of [
      ['/api/v1/generate-receipt', { payment_id: ids.payment }, 404],
      [
        '/api/v1/payments/send-receipt-by-email',
        { payment_id: ids.payment, email: 'intruso@exemplo.pt' },
        404,
      ],
      [
        '/api/v1/invoicing-documents/send-by-email',
        { document_id: ids.document, email: 'intruso@exemplo.pt' },
        404,
      ],
      [
        '/api/v1/payments',
        { patient_id: ids.patient, amount_cents: 100, method: 'cash', advance: true },
        400,
      ],
      ['/api/v1/invoicing-documents', { patient_id: ids.patient, lines: [f.freeLine(100)] }, 404],
      [
        '/api/v1/appointments',
        {
          patient_id: ids.patient,
          professional_id: GESTOR,
          service_id: f.fx.sessionService,
          clinic_id: f.fx.clinicId,
          starts_at: '2027-10-11T10:00:00Z',
          ends_at: '2027-10-11T10:45:00Z',
          confirm_outside_schedule: true,
        },
        400,
      ],
    ] as const) {
      const res = await api('POST', url, body, f.rececao);
      if (res.statusCode !== want) failures.push(`POST ${url} as R → ${res.statusCode}, expected ${want}`);
    }
    expect(failures).toEqual([]);
    expect((await api('GET', `/api/v1/appointments/history?patient_id=${ids.patient}`)).json().total).toBe(3);
  });
});
