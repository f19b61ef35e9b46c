import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Issue 5's cross-tenant test: every route that takes an id, called by Clínica Demo's manager with ids
 * that belong to Clínica Teste, answers 404 and changes nothing. A new `:id` route without an entry in
 * `idFor` fails the test.
 */
const TESTE_TENANT = '0d3c7a52-5b1e-4c59-9d4a-000000000002';
const TESTE_MANAGER = '0d3c7a52-5b1e-4c59-9d4a-000000000201';

let t: TestApp;
let teste: string;
let demo: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  teste = await t.login('gestor@teste.clinica.pt');
  demo = await t.login('gestor@demo.clinica.pt');
  const make = async (url: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, cookie: teste, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json().id as string;
  };
  ids.clinic = await make('/api/v1/clinics', { name: 'Braga Centro' });
  ids.space = await make('/api/v1/clinic-spaces', { clinic_id: ids.clinic, name: 'Sala 1' });
  ids.schedule = await make('/api/v1/clinic-schedules', {
    clinic_id: ids.clinic,
    weekday: 'monday',
    start_time: '09:00',
    end_time: '13:00',
  });
  ids.specialty = await make('/api/v1/specialties', { name: 'Fisioterapia' });
  ids.service = await make('/api/v1/services', { name: 'Sessão', price_cents: 3000, unit: 'unit' });
  ids.insurer = await make('/api/v1/insurers', { name: 'Médis' });
  ids.agreement = await make(`/api/v1/insurers/${ids.insurer}/agreements`, {
    valid_from: '2026-01-01',
    lines: [
      { service_id: ids.service, price_cents: 3000, patient_part_type: 'amount', patient_part_value: 1000 },
    ],
  });
  ids.template = await make('/api/v1/communication-templates', {
    name: 'Aviso de Braga',
    method: 'sms',
    body: 'Olá {{patient_first_name}}, a clínica de Braga está fechada amanhã.',
  });
  ids.pack = await make('/api/v1/service-packs', {
    name: 'Pack 10',
    service_id: ids.service,
    sessions_count: 10,
    price_cents: 25000,
    validity_days: 180,
  });
  ids.reference = await make('/api/v1/references', { name: 'Dr. Rui Teste', relationship: 'doctor' });
  ids.intervention = await make('/api/v1/interventions', { name: 'Ponte glútea (Braga)' });
  ids.patient = await make('/api/v1/users/patients', {
    first_name: 'Paciente',
    surname: 'de Braga',
    email: 'paciente.braga@exemplo.pt', // so that a portal invitation would have somewhere to go
  });
  ids.member = await make('/api/v1/collaborators', {
    type: 'professional',
    email: 'braga.fisio@teste.clinica.pt',
    first_name: 'Ana',
    surname: 'Braga',
  });
  ids.professionalSchedule = await make('/api/v1/professional-schedules', {
    professional_id: ids.member,
    clinic_id: ids.clinic,
    weekday: 'monday',
    start_time: '09:00',
    end_time: '13:00',
  });
  ids.scheduleException = await make('/api/v1/schedule-exceptions', {
    professional_id: ids.member,
    starts_at: '2026-08-01T00:00:00Z',
    ends_at: '2026-08-15T00:00:00Z',
    reason: 'holidays',
  });
  ids.appointment = await make('/api/v1/appointments', {
    patient_id: ids.patient,
    professional_id: ids.member,
    service_id: ids.service,
    clinic_id: ids.clinic,
    space_id: ids.space,
    starts_at: '2026-12-07T10:00:00Z',
    ends_at: '2026-12-07T10:45:00Z',
    confirm_outside_schedule: true,
  });
  ids.packSale = await make('/api/v1/service-pack-sales', { pack_id: ids.pack, patient_id: ids.patient });
  // A campaign of Teste's (issue 47): arranged in the database — a clinic on trial cannot send one.
  ids.communication = randomUUID();
  await t.asOwner(
    sql`insert into communications (id, tenant_id, method, template_name, body)
        values (${ids.communication}, ${TESTE_TENANT}, 'sms', 'Aviso de Braga', 'Clínica fechada amanhã.')`,
    TESTE_TENANT,
  );
  // A public booking request to Teste (issue 48): arranged in the database, as a visitor left it.
  ids.request = randomUUID();
  await t.asOwner(
    sql`insert into appointment_requests (id, tenant_id, service_id, professional_id, clinic_id, starts_at,
          ends_at, name, email, mobile, consent_at, status)
        values (${ids.request}, ${TESTE_TENANT}, ${ids.service}, ${ids.member}, ${ids.clinic},
          '2026-12-14T10:00:00Z', '2026-12-14T10:45:00Z', 'Visitante de Braga', 'braga@exemplo.pt',
          '+351912345678', now(), 'pending')`,
    TESTE_TENANT,
  );
  ids.evaluation = await make('/api/v1/evaluations', {
    type: 'subjective',
    appointment_id: ids.appointment,
    content: { main_complaint: 'Dor lombar' },
  });
  const signed = await make('/api/v1/evaluations', {
    type: 'objective',
    appointment_id: ids.appointment,
    content: { observation: 'Postura antiálgica' },
  });
  const sign = await t.request({ method: 'POST', url: `/api/v1/evaluations/${signed}/sign`, cookie: teste });
  expect(sign.statusCode, sign.body).toBe(200);
  ids.signedEvaluation = signed;
  ids.performed = await make('/api/v1/interventions-performed', {
    appointment_id: ids.appointment,
    intervention_id: ids.intervention,
    sets: [{ repetitions: 12, load_kg: 5 }],
  });
  ids.programme = await make('/api/v1/exercise-programmes', {
    patient_id: ids.patient,
    times_per_week: 3,
    items: [{ intervention_id: ids.intervention, sets: 3, repetitions: 10 }],
  });
  // Teste's invoicing on, with series: Demo's manager must neither read nor replace them.
  const invoicing = await t.request({
    method: 'PUT',
    url: `/api/v1/tenants/${TESTE_TENANT}/invoicing`,
    cookie: teste,
    payload: {
      active: true,
      fiscal_name: 'Clínica Teste, Lda.',
      nif: '509442013',
      address: 'Avenida Central, 1',
      postal_code: '4710-229',
      city: 'Braga',
      series: ['FT', 'FR', 'NC', 'RG'].map((document_type) => ({
        document_type,
        year: Number(new Date().toISOString().slice(0, 4)),
        code: 'BRG',
        validation_code: `BRAGA${document_type}01`,
      })),
    },
  });
  expect(invoicing.statusCode, invoicing.body).toBe(200);
  ids.document = await make('/api/v1/invoicing-documents', {
    patient_id: ids.patient,
    appointment_ids: [ids.appointment],
    lines: [{ description: 'Relatório', unit_price_cents: 2000, tax_exemption_code: 'M07' }],
  });
  const docLines = await t.request({
    method: 'GET',
    url: `/api/v1/invoicing-documents/${ids.document}`,
    cookie: teste,
  });
  ids.documentLine = docLines.json().lines[1].id;
  ids.issuedDocument = await make('/api/v1/invoicing-documents', {
    patient_id: ids.patient,
    lines: [{ description: 'Taping', unit_price_cents: 1000, tax_exemption_code: 'M07' }],
  });
  const issued = await t.request({
    method: 'POST',
    url: `/api/v1/invoicing-documents/${ids.issuedDocument}/issue`,
    cookie: teste,
    payload: {},
  });
  expect(issued.statusCode, issued.body).toBe(200);
  // A payment of half of it, with its receipt (issue 27).
  ids.payment = await make('/api/v1/payments', {
    patient_id: ids.patient,
    amount_cents: 500,
    method: 'cash',
    allocations: [{ document_id: ids.issuedDocument, amount_cents: 500 }],
  });
  // An advance, part of it given back, and a closed day (issue 38).
  const advance = await t.request({
    method: 'POST',
    url: '/api/v1/payments',
    cookie: teste,
    payload: { patient_id: ids.patient, amount_cents: 2000, method: 'cash', advance: true },
  });
  expect(advance.statusCode, advance.body).toBe(201);
  ids.refund = await make('/api/v1/payments/refunds', {
    patient_id: ids.patient,
    document_id: advance.json().advance.id,
    amount_cents: 500,
    method: 'cash',
  });
  ids.cashClose = await make('/api/v1/cash-closes', {
    clinic_id: ids.clinic,
    user_id: TESTE_MANAGER,
    day: '2025-06-02',
    counted: [{ method: 'cash', counted_cents: 0 }],
  });
  ids.expense = await make('/api/v1/expenses', {
    name: 'Renda de Braga',
    expense_date: '2025-06-01',
    category: 'rent',
    total_cents: 90_000,
    vat_rate_percent: 0,
    method: 'bank_transfer',
  });
  const series = await t.request({
    method: 'POST',
    url: '/api/v1/appointment-series',
    cookie: teste,
    payload: {
      patient_id: ids.patient,
      professional_id: ids.member,
      service_id: ids.service,
      clinic_id: ids.clinic,
      start_time: '11:00',
      duration_minutes: 45,
      weekdays: ['monday'],
      starts_on: '2026-12-07',
      count: 2,
      confirm_outside_schedule: true,
    },
  });
  expect(series.statusCode, series.body).toBe(201);
  ids.series = series.json().series.id;
  ids.seriesOccurrence = series.json().appointments[0].id;
  bodies['PUT /api/v1/appointment-series/:id'] = {
    from_appointment_id: ids.seriesOccurrence,
    notes: 'Roubada',
  };
  bodies['POST /api/v1/appointment-series/:id/cancel'] = { from_appointment_id: ids.seriesOccurrence };
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const boundary = 'xtenant';
  const upload = await t.request({
    method: 'POST',
    url: '/api/v1/file_uploads',
    cookie: teste,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  ids.file = upload.json().id;
  const doc = await t.request({
    method: 'POST',
    url: `/api/v1/users/${ids.patient}/files`,
    cookie: teste,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(doc.statusCode, doc.body).toBe(201);
  ids.patientFile = doc.json().id;
  const sessions = await t.request({ method: 'GET', url: '/api/v1/me/sessions', cookie: teste });
  ids.session = sessions.json().items[0].id;
  // Teste's manager has a calendar feed: revoking it from Demo must fail and leave it active.
  const feed = await t.request({ method: 'POST', url: '/api/v1/me/ical-feed', cookie: teste });
  expect(feed.statusCode, feed.body).toBe(201);
});
afterAll(() => t.close());

/** Which Teste id each `:id` route takes. */
const idFor: Record<string, () => string> = {
  '/api/v1/file_uploads/:id': () => ids.file!,
  '/api/v1/clinics/:id': () => ids.clinic!,
  '/api/v1/clinic-spaces/:id': () => ids.space!,
  '/api/v1/clinic-schedules/:id': () => ids.schedule!,
  '/api/v1/specialties/:id': () => ids.specialty!,
  '/api/v1/services/:id': () => ids.service!,
  '/api/v1/service-packs/:id': () => ids.pack!,
  '/api/v1/service-pack-sales/:id': () => ids.packSale!,
  '/api/v1/service-pack-sales/:id/invoice': () => ids.packSale!,
  '/api/v1/insurers/:id': () => ids.insurer!,
  '/api/v1/insurers/:id/agreements': () => ids.insurer!,
  '/api/v1/insurer-agreements/:id': () => ids.agreement!,
  '/api/v1/insurers/:id/statement': () => ids.insurer!,
  '/api/v1/insurers/:id/statement.csv': () => ids.insurer!,
  '/api/v1/insurers/:id/statement.pdf': () => ids.insurer!,
  '/api/v1/insurers/:id/statement/invoice': () => ids.insurer!,
  '/api/v1/insurers/:id/account': () => ids.insurer!,
  '/api/v1/insurers/:id/payments': () => ids.insurer!,
  '/api/v1/users/:id/insurance': () => ids.patient!,
  '/api/v1/communication-templates/:id': () => ids.template!,
  '/api/v1/communications/:id': () => ids.communication!,
  '/api/v1/references/:id': () => ids.reference!,
  '/api/v1/tenants/:id': () => TESTE_TENANT,
  '/api/v1/tenants/:id/invoicing': () => TESTE_TENANT,
  '/api/v1/tenants/:id/invoicing/provider': () => TESTE_TENANT,
  '/api/v1/tenants/:id/notification-configurations': () => TESTE_TENANT,
  '/api/v1/tenants/:id/outbox': () => TESTE_TENANT,
  '/api/v1/tenants/:id/online-booking': () => TESTE_TENANT,
  '/api/v1/tenants/:id/subscription': () => TESTE_TENANT,
  '/api/v1/tenants/:id/subscription/card': () => TESTE_TENANT,
  // The test provider's hosted page is public and keyed by its unguessable session id, as Stripe's
  // is: no clinic to cross; an id it never issued answers 404.
  '/api/payments-test/checkout/:id': () => `cs_test_${randomUUID()}`,
  '/api/payments-test/checkout/:id/pay': () => `cs_test_${randomUUID()}`,
  '/api/payments-test/checkout/:id/cancel': () => `cs_test_${randomUUID()}`,
  '/api/v1/appointment-requests/:id': () => ids.request!,
  '/api/v1/appointment-requests/:id/accept': () => ids.request!,
  '/appointment-requests/:id/accept': () => ids.request!,
  '/api/v1/collaborators/:id': () => ids.member!,
  '/api/v1/collaborators/:id/resend-invitation': () => ids.member!,
  '/api/v1/users/:id': () => TESTE_MANAGER,
  '/api/v1/me/sessions/:id': () => ids.session!,
  '/api/v1/users/patients/:id': () => ids.patient!,
  '/api/v1/users/patients/:id/audit': () => ids.patient!,
  '/api/v1/users/patients/:id/export': () => ids.patient!,
  '/api/v1/users/patients/:id/erase': () => ids.patient!,
  '/api/v1/users/patients/:id/portal-invitation': () => ids.patient!,
  '/api/v1/users/:id/files': () => ids.patient!,
  '/api/v1/users/:id/files/:fileId': () => ids.patient!,
  '/api/v1/professional-schedules/:id': () => ids.professionalSchedule!,
  '/api/v1/schedule-exceptions/:id': () => ids.scheduleException!,
  '/api/v1/appointments/:id': () => ids.appointment!,
  '/api/v1/appointment-series/:id': () => ids.series!,
  '/api/v1/appointment-series/:id/cancel': () => ids.series!,
  '/api/v1/users/:id/ical-feed': () => TESTE_MANAGER,
  '/api/v1/evaluations/:id': () => ids.evaluation!,
  '/api/v1/interventions/:id': () => ids.intervention!,
  '/api/v1/interventions/:id/image': () => ids.intervention!,
  '/api/v1/interventions/:id/images/:fileId': () => ids.intervention!,
  '/api/v1/interventions-performed/:id': () => ids.performed!,
  '/api/v1/exercise-programmes/:id': () => ids.programme!,
  '/api/v1/exercise-programmes/:id/end': () => ids.programme!,
  '/api/v1/exercise-programmes/:id/sessions': () => ids.programme!,
  '/api/v1/exercise-programmes/:id/adherence': () => ids.programme!,
  '/api/v1/exercise-programmes/:id/pdf': () => ids.programme!,
  '/api/v1/invoicing-documents/:id': () => ids.document!,
  '/api/v1/invoicing-documents/:id/items': () => ids.document!,
  '/api/v1/invoicing-documents/:id/items/:itemId': () => ids.document!,
  '/api/v1/invoicing-documents/:id/issue': () => ids.document!,
  '/api/v1/invoicing-documents/:id/cancel': () => ids.issuedDocument!,
  '/api/v1/invoicing-documents/:id/generate-pdf': () => ids.issuedDocument!,
  '/api/v1/payments/:id': () => ids.payment!,
  '/api/v1/payments/:id/cancel': () => ids.payment!,
  '/api/v1/payments/:id/provider-receipts': () => ids.payment!,
  '/api/v1/payments/:id/provider-receipts/:documentId/pdf': () => ids.payment!,
  '/api/v1/payments/refunds/:id': () => ids.refund!,
  '/api/v1/cash-closes/:id': () => ids.cashClose!,
  '/api/v1/cash-closes/:id/pdf': () => ids.cashClose!,
  '/api/v1/users/:id/current-account': () => ids.patient!,
  '/api/v1/evaluations/:id/sign': () => ids.evaluation!,
  '/api/v1/expenses/:id': () => ids.expense!,
  '/api/v1/expenses/:id/attachment': () => ids.expense!,
  '/api/v1/evaluations/:id/addenda': () => ids.signedEvaluation!,
};

const bodies: Record<string, object> = {
  'POST /api/v1/insurers/:id/agreements': { valid_from: '2026-02-01', lines: [] },
  'PUT /api/v1/insurer-agreements/:id': { valid_from: '2026-02-01', lines: [] },
  'POST /api/v1/insurers/:id/statement/invoice': { month: '2026-10' },
  'POST /api/v1/insurers/:id/payments': {
    amount_cents: 100,
    method: 'bank_transfer',
    allocations: [{ document_id: '0d3c7a52-5b1e-4c59-9d4a-000000000104', amount_cents: 100 }],
  },
  'PUT /api/v1/communication-templates/:id': { name: 'Aviso', method: 'sms', body: 'Olá' },
  'PUT /api/v1/clinics/:id': { name: 'Roubada' },
  'PUT /api/v1/clinic-spaces/:id': { name: 'Roubada' },
  'PUT /api/v1/specialties/:id': { name: 'Roubada' },
  'PUT /api/v1/services/:id': { name: 'Roubado', price_cents: 1 },
  'PUT /api/v1/service-packs/:id': { price_cents: 1 },
  'POST /api/v1/service-pack-sales/:id/invoice': { type: 'FT' },
  'PUT /api/v1/insurers/:id': { name: 'Roubada' },
  'PUT /api/v1/references/:id': { name: 'Roubada' },
  'PUT /api/v1/tenants/:id': { name: 'Roubada' },
  'PUT /api/v1/tenants/:id/invoicing': { active: false, series: [] },
  'PUT /api/v1/tenants/:id/invoicing/provider': {
    provider: 'invoicexpress',
    account_name: 'roubada',
    api_key: 'x',
  },
  'PUT /api/v1/tenants/:id/subscription': { cancel_at_period_end: true },
  'PUT /api/v1/tenants/:id/notification-configurations': {
    reminder_enabled: true,
    reminder_hours: 1,
    birthday_enabled: false,
    sender_name: 'Roubado',
    reminder_template: 'Roubada',
    birthday_template: 'Roubada',
    sms_monthly_cap: 1,
    cancellation_window_hours: 1,
  },
  'PUT /api/v1/collaborators/:id': { first_name: 'Roubado' },
  'PUT /api/v1/users/patients/:id': { first_name: 'Roubado' },
  'PUT /api/v1/professional-schedules/:id': { start_time: '08:00' },
  'PUT /api/v1/schedule-exceptions/:id': { reason: 'other' },
  'PUT /api/v1/appointments/:id': { notes: 'Roubada' },
  'PUT /api/v1/interventions/:id': { name: 'Roubada' },
  'PUT /api/v1/interventions-performed/:id': { notes: 'Roubada' },
  'PUT /api/v1/exercise-programmes/:id': { times_per_week: 1 },
  'PUT /api/v1/evaluations/:id': { type: 'subjective', content: { main_complaint: 'Roubada' } },
  'POST /api/v1/evaluations/:id/addenda': { text: 'Roubada' },
  'PUT /api/v1/invoicing-documents/:id': { notes: 'Roubada' },
  'POST /api/v1/invoicing-documents/:id/items': { lines: [{ description: 'Roubada', unit_price_cents: 1 }] },
  'PUT /api/v1/invoicing-documents/:id/items/:itemId': { quantity: 2 },
  'POST /api/v1/invoicing-documents/:id/cancel': { reason: 'Roubada' },
  'PUT /api/v1/payments/:id': { notes: 'Roubada' },
  'POST /api/v1/payments/:id/cancel': { reason: 'Roubada' },
  'PUT /api/v1/expenses/:id': { name: 'Roubada' },
  'PUT /api/v1/tenants/:id/online-booking': {
    slug: 'roubada',
    enabled: true,
    min_notice_minutes: 0,
    horizon_days: 60,
    slot_minutes: 15,
    confirm_email: false,
    service_ids: [],
    room_service_ids: [],
    professional_ids: [],
  },
  'PUT /api/v1/appointment-requests/:id': { status: 'rejected', reason: 'Roubada' },
};

it('answers 404 to every id of another clinic, and changes nothing', async () => {
  const snapshot = async () => {
    const out: Record<string, string> = {};
    for (const [name, url] of Object.entries({
      clinic: `/api/v1/clinics/${ids.clinic}`,
      space: `/api/v1/clinic-spaces/${ids.space}`,
      specialty: `/api/v1/specialties/${ids.specialty}`,
      service: `/api/v1/services/${ids.service}`,
      pack: `/api/v1/service-packs/${ids.pack}`,
      packSale: `/api/v1/service-pack-sales/${ids.packSale}`,
      insurer: `/api/v1/insurers/${ids.insurer}`,
      agreements: `/api/v1/insurers/${ids.insurer}/agreements`,
      insurerAccount: `/api/v1/insurers/${ids.insurer}/account`,
      statement: `/api/v1/insurers/${ids.insurer}/statement?month=2026-10`,
      template: `/api/v1/communication-templates/${ids.template}`,
      communication: `/api/v1/communications/${ids.communication}`,
      reference: `/api/v1/references/${ids.reference}`,
      tenant: `/api/v1/tenants/${TESTE_TENANT}`,
      invoicing: `/api/v1/tenants/${TESTE_TENANT}/invoicing`,
      notifications: `/api/v1/tenants/${TESTE_TENANT}/notification-configurations`,
      member: `/api/v1/collaborators/${ids.member}`,
      manager: `/api/v1/collaborators/${TESTE_MANAGER}`,
      sessions: '/api/v1/me/sessions',
      schedules: `/api/v1/clinic-schedules?clinic_id=${ids.clinic}`,
      patients: '/api/v1/users/patients',
      patient: `/api/v1/users/patients/${ids.patient}`, // its portal state
      files: `/api/v1/users/${ids.patient}/files`,
      professionalSchedules: '/api/v1/professional-schedules',
      scheduleExceptions: '/api/v1/schedule-exceptions',
      appointment: `/api/v1/appointments/${ids.appointment}`,
      series: `/api/v1/appointment-series/${ids.series}`,
      appointments: '/api/v1/appointments?from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z',
      icalFeed: `/api/v1/users/${TESTE_MANAGER}/ical-feed`,
      evaluation: `/api/v1/evaluations/${ids.evaluation}`,
      intervention: `/api/v1/interventions/${ids.intervention}`,
      performed: `/api/v1/interventions-performed?appointment_id=${ids.appointment}`,
      programme: `/api/v1/exercise-programmes/${ids.programme}`,
      signedEvaluation: `/api/v1/evaluations/${ids.signedEvaluation}`,
      evaluations: `/api/v1/evaluations?patient_id=${ids.patient}`,
      document: `/api/v1/invoicing-documents/${ids.document}`,
      issuedDocument: `/api/v1/invoicing-documents/${ids.issuedDocument}`,
      documents: '/api/v1/invoicing-documents',
      payment: `/api/v1/payments/${ids.payment}`,
      payments: '/api/v1/payments',
      account: `/api/v1/users/${ids.patient}/current-account`,
      expense: `/api/v1/expenses/${ids.expense}`,
      expenses: '/api/v1/expenses',
      onlineBooking: `/api/v1/tenants/${TESTE_TENANT}/online-booking`,
      requests: '/api/v1/appointment-requests',
    })) {
      out[name] = (await t.request({ method: 'GET', url, cookie: teste })).body;
    }
    return out;
  };
  const before = await snapshot();

  const failures: string[] = [];
  const withIds = t.routes.filter((r) => r.url.includes(':id'));
  for (const route of withIds) {
    const pick = idFor[route.url];
    if (!pick) {
      failures.push(`${route.url}: no entry in idFor`);
      continue;
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      const query =
        route.url === '/api/v1/users/:id'
          ? '?type=professional'
          : route.url.startsWith('/api/v1/insurers/:id/statement') && method === 'GET'
            ? '?month=2026-10'
            : '';
      const res = await t.request({
        method: method as 'GET',
        url:
          route.url
            .replace(':id', pick())
            .replace(':fileId', ids.patientFile!)
            .replace(':itemId', ids.documentLine!)
            .replace(':documentId', ids.issuedDocument!) + query,
        cookie: demo,
        payload: method === 'PUT' || method === 'POST' ? (bodies[key] ?? {}) : undefined,
      });
      if (res.statusCode !== 404) failures.push(`${key} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await snapshot()).toEqual(before);
});

it('refuses another clinic’s ids inside bodies (references) with 400 or 404', async () => {
  // An invoice line of another clinic's appointment (issue 26): 400 naming it, nothing written.
  const on = await t.request({
    method: 'PUT',
    url: '/api/v1/tenants/0d3c7a52-5b1e-4c59-9d4a-000000000001/invoicing',
    cookie: demo,
    payload: {
      active: true,
      fiscal_name: 'Demo',
      nif: '509442013',
      address: 'Rua',
      postal_code: '4000-443',
      city: 'Porto',
    },
  });
  expect(on.statusCode, on.body).toBe(200);
  const line = await t.request({
    method: 'POST',
    url: '/api/v1/invoicing-documents',
    cookie: demo,
    payload: { patient_id: '0d3c7a52-5b1e-4c59-9d4a-000000000104', appointment_ids: [ids.appointment] },
  });
  expect([line.statusCode, line.json().error.fields]).toEqual([
    400,
    { 'appointment_ids.0': 'Marcação não encontrada' },
  ]);
  const credit = await t.request({
    method: 'POST',
    url: '/api/v1/invoicing-documents',
    cookie: demo,
    payload: {
      type: 'NC',
      patient_id: '0d3c7a52-5b1e-4c59-9d4a-000000000104',
      credited_document_id: ids.issuedDocument,
      credit_reason: 'Roubada',
    },
  });
  expect([credit.statusCode, credit.json().error.fields]).toEqual([
    400,
    { credited_document_id: 'Documento não encontrado' },
  ]);
  // A payment naming another clinic's document, or its payment's receipt (issue 27): 400 / 404.
  const payment = await t.request({
    method: 'POST',
    url: '/api/v1/payments',
    cookie: demo,
    payload: {
      patient_id: '0d3c7a52-5b1e-4c59-9d4a-000000000104',
      amount_cents: 500,
      method: 'cash',
      allocations: [{ document_id: ids.issuedDocument, amount_cents: 500 }],
    },
  });
  expect([payment.statusCode, payment.json().error.fields]).toEqual([
    400,
    { 'allocations.0.document_id': 'Documento não encontrado' },
  ]);
  const othersPatient = await t.request({
    method: 'POST',
    url: '/api/v1/payments',
    cookie: demo,
    payload: { patient_id: ids.patient, amount_cents: 500, method: 'cash', advance: true },
  });
  expect([othersPatient.statusCode, othersPatient.json().error.fields]).toEqual([
    400,
    { patient_id: 'Paciente não encontrado' },
  ]);
  const receipt = await t.request({
    method: 'POST',
    url: '/api/v1/generate-receipt',
    cookie: demo,
    payload: { payment_id: ids.payment },
  });
  expect(receipt.statusCode).toBe(404);
  const space = await t.request({
    method: 'POST',
    url: '/api/v1/clinic-spaces',
    cookie: demo,
    payload: { clinic_id: ids.clinic, name: 'Intrusa' },
  });
  expect(space.statusCode).toBe(400);
  const service = await t.request({
    method: 'POST',
    url: '/api/v1/services',
    cookie: demo,
    payload: { name: 'X', price_cents: 1, specialty_id: ids.specialty },
  });
  expect(service.statusCode).toBe(400);
  const member = await t.request({
    method: 'POST',
    url: '/api/v1/collaborators',
    cookie: demo,
    payload: {
      type: 'front_desk',
      email: 'x@demo.clinica.pt',
      first_name: 'X',
      surname: 'Y',
      clinic_ids: [ids.clinic],
    },
  });
  expect(member.statusCode).toBe(400);
  const perms = await t.request({
    method: 'PUT',
    url: '/api/v1/permissions',
    cookie: demo,
    payload: { user_id: ids.member, permissions: { services: { list_all: false } } },
  });
  expect(perms.statusCode).toBe(404);
  const me = await t.request({
    method: 'PUT',
    url: '/api/v1/me',
    cookie: demo,
    payload: { image_file_id: ids.file },
  });
  expect(me.statusCode).toBe(400);
  const main = await t.request({
    method: 'PUT',
    url: '/api/v1/tenants/0d3c7a52-5b1e-4c59-9d4a-000000000001',
    cookie: demo,
    payload: { main_clinic_id: ids.clinic },
  });
  expect(main.statusCode).toBe(400);
  const booking = await t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    cookie: demo,
    payload: {
      patient_id: ids.patient,
      professional_id: ids.member,
      service_id: ids.service,
      clinic_id: ids.clinic,
      space_id: ids.space,
      starts_at: '2026-12-07T10:00:00Z',
      ends_at: '2026-12-07T10:45:00Z',
    },
  });
  expect(booking.statusCode).toBe(400);
  expect(Object.keys(booking.json().error.fields).sort()).toEqual(
    ['clinic_id', 'patient_id', 'professional_id', 'service_id', 'space_id'].sort(),
  );
  const schedule = await t.request({
    method: 'POST',
    url: '/api/v1/professional-schedules',
    cookie: demo,
    payload: {
      professional_id: ids.member,
      clinic_id: ids.clinic,
      weekday: 'monday',
      start_time: '14:00',
      end_time: '15:00',
    },
  });
  expect(schedule.statusCode).toBe(400);
  const history = await t.request({
    method: 'GET',
    url: `/api/v1/appointments/history?patient_id=${ids.patient}`,
    cookie: demo,
  });
  expect(history.statusCode).toBe(404);
});

it('answers 404 to an evaluation of another clinic’s appointment or patient, and writes nothing', async () => {
  const create = await t.request({
    method: 'POST',
    url: '/api/v1/evaluations',
    cookie: demo,
    payload: { type: 'subjective', appointment_id: ids.appointment, content: { main_complaint: 'Intrusa' } },
  });
  expect(create.statusCode, create.body).toBe(404);
  for (const query of [`patient_id=${ids.patient}`, `appointment_id=${ids.appointment}`]) {
    const list = await t.request({ method: 'GET', url: `/api/v1/evaluations?${query}`, cookie: demo });
    expect(list.statusCode, query).toBe(404);
  }
  const theirs = await t.request({
    method: 'GET',
    url: `/api/v1/evaluations?appointment_id=${ids.appointment}`,
    cookie: teste,
  });
  expect(
    theirs
      .json()
      .items.map((e: { main_complaint: string | null }) => e.main_complaint)
      .sort(),
  ).toEqual(['Dor lombar', null]);
});

it('answers 404 to sets recorded against another clinic’s appointment or intervention, and writes nothing', async () => {
  const demoIntervention = await t.request({
    method: 'POST',
    url: '/api/v1/interventions',
    cookie: demo,
    payload: { name: 'Ponte glútea (Demo, cross-tenant)' },
  });
  expect(demoIntervention.statusCode, demoIntervention.body).toBe(201);
  for (const payload of [
    { appointment_id: ids.appointment, intervention_id: demoIntervention.json().id },
    { appointment_id: ids.appointment, intervention_id: ids.intervention },
  ]) {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/interventions-performed',
      cookie: demo,
      payload: { ...payload, sets: [{ repetitions: 10 }] },
    });
    expect(res.statusCode, res.body).toBe(404);
  }
  const copy = await t.request({
    method: 'POST',
    url: '/api/v1/interventions-performed/copy-previous',
    cookie: demo,
    payload: { appointment_id: ids.appointment },
  });
  expect(copy.statusCode).toBe(404);
  const theirs = await t.request({
    method: 'GET',
    url: `/api/v1/interventions-performed?appointment_id=${ids.appointment}`,
    cookie: teste,
  });
  expect(theirs.json().total).toBe(1);
});
