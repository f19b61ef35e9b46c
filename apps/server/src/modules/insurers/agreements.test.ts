import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { api } = t;

let FISIO: string;
let OSTEO: string;
const service = async (name: string, price_cents: number) => {
  const res = await api('POST', '/api/v1/services', { name, duration_minutes: 45, price_cents });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

describe('the insurer’s page: fiscal identity, address, agreement number', () => {
  it('saves and reads them, checking the NIF and postal code and naming the field', async () => {
    const bad = await api('POST', '/api/v1/insurers', {
      name: 'Galáxia Saúde',
      nif: '503496945',
      postal_code: '1000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      nif: 'NIF inválido',
      postal_code: 'Código postal inválido. Formato: NNNN-NNN',
    });
    expect((await api('GET', '/api/v1/insurers?q=galáxia')).json().total).toBe(0);
    const res = await api('POST', '/api/v1/insurers', {
      name: 'Galáxia Saúde',
      fiscal_name: 'Galáxia — Companhia de Seguros, S.A.',
      nif: '503496944',
      address: 'Avenida da Liberdade, 190',
      postal_code: '1250-147',
      city: 'Lisboa',
      agreement_number: 'PR-2211-09',
    });
    expect(res.statusCode, res.body).toBe(201);
    const put = await api('PUT', `/api/v1/insurers/${res.json().id}`, {
      city: 'Lisboa ',
      agreement_number: '',
    });
    expect(put.json()).toMatchObject({
      fiscal_name: 'Galáxia — Companhia de Seguros, S.A.',
      address: 'Avenida da Liberdade, 190',
      postal_code: '1250-147',
      city: 'Lisboa',
      agreement_number: null,
    });
  });
});

describe('agreements', () => {
  let insurerId: string;
  let agreementId: string;
  const line = (service_id: string, price_cents: number, type: 'amount' | 'percent', value: number) => ({
    service_id,
    price_cents,
    patient_part_type: type,
    patient_part_value: value,
  });

  it('refuses a percentage outside 0–100 and a part above the price, naming the line, nothing written', async () => {
    FISIO = await service('Sessão de fisioterapia', 3500);
    OSTEO = await service('Osteopatia', 5000);
    insurerId = (await api('POST', '/api/v1/insurers', { name: 'Nebulosa Seguros' })).json().id;
    const res = await api('POST', `/api/v1/insurers/${insurerId}/agreements`, {
      valid_from: '2026-01-01',
      lines: [line(FISIO, 3000, 'percent', 120), line(OSTEO, 4000, 'amount', 4500)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'lines.0.patient_part_value': 'A percentagem tem de estar entre 0 e 100',
      'lines.1.patient_part_value': 'A parte do paciente não pode exceder o preço do acordo',
    });
    const other = await api('POST', `/api/v1/insurers/${insurerId}/agreements`, {
      valid_from: '2026-01-01',
      lines: [line('00000000-0000-4000-8000-000000009999', 3000, 'amount', 0)],
    });
    expect(other.json().error.fields).toEqual({ 'lines.0.service_id': 'Serviço não encontrado' });
    expect((await api('GET', `/api/v1/insurers/${insurerId}/agreements`)).json()).toEqual({ items: [] });
  });

  it('creates, lists newest first, replaces and refuses a second agreement on the same day', async () => {
    const first = await api('POST', `/api/v1/insurers/${insurerId}/agreements`, {
      valid_from: '2026-01-01',
      notes: 'Tabela 2026',
      lines: [line(FISIO, 3000, 'amount', 1000), line(OSTEO, 4500, 'percent', 12.5)],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      insurer_id: insurerId,
      valid_from: '2026-01-01',
      notes: 'Tabela 2026',
      lines: [
        {
          service_id: OSTEO,
          service_name: 'Osteopatia',
          price_cents: 4500,
          patient_part_type: 'percent',
          patient_part_value: 12.5,
        },
        {
          service_id: FISIO,
          service_name: 'Sessão de fisioterapia',
          price_cents: 3000,
          patient_part_type: 'amount',
          patient_part_value: 1000,
        },
      ],
    });
    agreementId = first.json().id;
    const dup = await api('POST', `/api/v1/insurers/${insurerId}/agreements`, {
      valid_from: '2026-01-01',
      lines: [],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({
      valid_from: 'Já existe um acordo desta seguradora com início nesta data',
    });
    const later = await api('POST', `/api/v1/insurers/${insurerId}/agreements`, {
      valid_from: '2026-07-01',
      lines: [line(FISIO, 3200, 'percent', 0)],
    });
    expect(later.statusCode).toBe(201);
    const list = (await api('GET', `/api/v1/insurers/${insurerId}/agreements`)).json().items;
    expect(list.map((a: { valid_from: string }) => a.valid_from)).toEqual(['2026-07-01', '2026-01-01']);
    const put = await api('PUT', `/api/v1/insurer-agreements/${agreementId}`, {
      valid_from: '2026-01-02',
      lines: [line(FISIO, 3000, 'amount', 800)],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      valid_from: '2026-01-02',
      notes: null,
      lines: [{ patient_part_value: 800 }],
    });
    const clash = await api('PUT', `/api/v1/insurer-agreements/${agreementId}`, {
      valid_from: '2026-07-01',
      lines: [],
    });
    expect(clash.statusCode).toBe(409);
    expect((await api('GET', `/api/v1/insurers/${insurerId}/agreements`)).json().items[1].lines).toHaveLength(
      1,
    );
  });

  it('gives a patient with the insurer and an insurance number the agreements to split each session', async () => {
    const patient = await api('POST', '/api/v1/users/patients', {
      first_name: 'Inês',
      surname: 'Coberta',
      insurer_id: insurerId,
      insurance_number: 'NB-77120',
    });
    expect(patient.statusCode, patient.body).toBe(201);
    const desk = await t.login('rececao@demo.clinica.pt');
    const res = await api('GET', `/api/v1/users/${patient.json().id}/insurance`, undefined, desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      insurer: { id: insurerId, name: 'Nebulosa Seguros' },
      insurance_number: 'NB-77120',
      agreements: [{ valid_from: '2026-07-01' }, { valid_from: '2026-01-02' }],
    });
    expect(
      (await api('GET', `/api/v1/users/${patient.json().id}/insurance`, undefined, t.other)).statusCode,
    ).toBe(404);
  });

  it('lets only managers write agreements; another clinic sees none of them (404)', async () => {
    const desk = await t.login('rececao@demo.clinica.pt');
    const body = { valid_from: '2027-01-01', lines: [] };
    expect((await api('GET', `/api/v1/insurers/${insurerId}/agreements`, undefined, desk)).statusCode).toBe(
      200,
    );
    expect((await api('POST', `/api/v1/insurers/${insurerId}/agreements`, body, desk)).statusCode).toBe(403);
    expect((await api('PUT', `/api/v1/insurer-agreements/${agreementId}`, body, desk)).statusCode).toBe(403);
    expect(
      (await api('DELETE', `/api/v1/insurer-agreements/${agreementId}`, undefined, desk)).statusCode,
    ).toBe(403);
    expect(
      (await api('GET', `/api/v1/insurers/${insurerId}/agreements`, undefined, t.other)).statusCode,
    ).toBe(404);
    expect((await api('POST', `/api/v1/insurers/${insurerId}/agreements`, body, t.other)).statusCode).toBe(
      404,
    );
    expect((await api('PUT', `/api/v1/insurer-agreements/${agreementId}`, body, t.other)).statusCode).toBe(
      404,
    );
    expect(
      (await api('DELETE', `/api/v1/insurer-agreements/${agreementId}`, undefined, t.other)).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/api/v1/insurer-agreements/${agreementId}`)).json()).toEqual({
      result: 'deleted',
    });
    expect((await api('GET', `/api/v1/insurers/${insurerId}/agreements`)).json().items).toHaveLength(1);
  });
});
