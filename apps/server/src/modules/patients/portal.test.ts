import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtp } from '../../test/smtp.js';
import { DEMO_PATIENT_ID as PACIENTE } from '../../db/seed/demo-ids.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let manager: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://clinica.test' } });
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.mailer.idle();
  smtp.mails.length = 0;
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = manager) =>
  t.request({ method, url, payload, cookie });
const invite = (id: string, cookie = manager) =>
  api('POST', `/api/v1/users/patients/${id}/portal-invitation`, {}, cookie);
const revoke = (id: string) => api('DELETE', `/api/v1/users/patients/${id}/portal-invitation`);

const create = async (body: object, cookie = manager) => {
  const res = await api('POST', '/api/v1/users/patients', body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; portal: string };
};

/** The set-password token in the last e-mail sent to `to`. */
const tokenFor = async (to: string) => {
  const mail = await smtp.waitFor((m) => m.to === to);
  const link = /(http:\/\/clinica\.test\/sign-up\/set-password\?token=\S+)/.exec(mail.text)![1]!;
  return { mail, token: new URL(link).searchParams.get('token')! };
};
const setPassword = (token: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/reset-password/reset-password-with-token',
    payload: { token, password },
  });
const validate = (token: string) =>
  t.request({ method: 'POST', url: '/reset-password/validate', payload: { token } });

describe('patient portal invitation', () => {
  it('e-mails a link; the patient sets a password, logs in and sees only their own record', async () => {
    const p = await create({ first_name: 'Inês', surname: 'Portal', email: 'Ines.Portal@exemplo.pt' });
    const other = await create({ first_name: 'Outra', surname: 'Pessoa' });
    const res = await invite(p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, portal: 'invited', email: 'ines.portal@exemplo.pt' });

    const { mail, token } = await tokenFor('ines.portal@exemplo.pt');
    expect(mail.subject).toBe('Acesso ao portal do paciente — Clínica Demo');
    expect(mail.text).toContain('Olá Inês');
    expect(mail.text).toContain('7 dias');
    expect((await validate(token)).json()).toEqual({
      purpose: 'invitation',
      email: 'ines.portal@exemplo.pt',
    });
    const set = await setPassword(token, 'password-da-ines-1');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ logged_in: true, user: { type: 'patient', id: p.id } });
    expect((await api('GET', `/api/v1/users/patients/${p.id}`)).json().portal).toBe('active');

    const me = await t.login('ines.portal@exemplo.pt', 'password-da-ines-1');
    expect((await api('GET', `/api/v1/users/patients/${p.id}`, undefined, me)).statusCode).toBe(200);
    const forbidden = await api('GET', `/api/v1/users/patients/${other.id}`, undefined, me);
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json().error.message).toBe('Paciente não encontrado');
    const list = (await api('GET', '/api/v1/users/patients?page_size=100', undefined, me)).json();
    expect(list.items.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect(list.total).toBe(1);
    expect((await invite(other.id, me)).statusCode).toBe(403);
    expect((await validate(token)).statusCode).toBe(400); // single use

    const trail = (await api('GET', `/api/v1/users/patients/${p.id}/audit`)).json().items;
    expect(trail.map((e: { action: string }) => e.action)).toContain('patient.portal_invite');
  });

  it('withdraws access: the session is refused, login fails, unused links stop working', async () => {
    const p = await create({ first_name: 'Rui', surname: 'Revogado', email: 'rui.revogado@exemplo.pt' });
    await invite(p.id);
    const { token } = await tokenFor('rui.revogado@exemplo.pt');
    await setPassword(token, 'password-do-rui-1');
    const session = await t.login('rui.revogado@exemplo.pt', 'password-do-rui-1');
    expect((await api('GET', '/api/v1/me', undefined, session)).statusCode).toBe(200);

    const res = await revoke(p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, portal: 'none' });
    expect((await api('GET', '/api/v1/me', undefined, session)).statusCode).toBe(401);
    await expect(t.login('rui.revogado@exemplo.pt', 'password-do-rui-1')).rejects.toThrow(/401/);

    // An invitation not yet used stops working too; a new one starts again from "invited".
    smtp.mails.length = 0;
    expect((await invite(p.id)).json().portal).toBe('invited');
    const pending = await tokenFor('rui.revogado@exemplo.pt');
    await revoke(p.id);
    expect((await validate(pending.token)).statusCode).toBe(400);
    expect((await api('GET', `/api/v1/users/patients/${p.id}`)).json().portal).toBe('none');
    expect((await revoke(p.id)).statusCode).toBe(200); // already none: same answer
  });

  it('re-inviting an invited patient sends a new link; the old one stops working', async () => {
    const p = await create({ first_name: 'Ana', surname: 'Reenvio', email: 'ana.reenvio@exemplo.pt' });
    await invite(p.id);
    const first = await tokenFor('ana.reenvio@exemplo.pt');
    smtp.mails.length = 0;
    const again = await invite(p.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().portal).toBe('invited');
    const second = await tokenFor('ana.reenvio@exemplo.pt');
    expect(second.token).not.toBe(first.token);
    expect((await validate(first.token)).statusCode).toBe(400);
    expect((await validate(second.token)).statusCode).toBe(200);
  });

  it('needs an e-mail (400 on the field) and refuses a patient who already uses the portal (409)', async () => {
    const p = await create({ first_name: 'Sem', surname: 'E-mail' });
    const res = await invite(p.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Indique o e-mail do paciente para o convidar para o portal');
    expect(res.json().error.fields).toEqual({
      email: 'Indique o e-mail do paciente para o convidar para o portal',
    });
    const active = await invite(PACIENTE);
    expect(active.statusCode).toBe(409);
    expect(active.json().error.message).toBe('Este paciente já tem acesso ao portal');
    expect((await invite('0d3c7a52-5b1e-4c59-9d4a-0000000fffff')).statusCode).toBe(404);
    await t.mailer.idle();
    expect(smtp.mails).toEqual([]);
  });

  it('answers the same 409 when the e-mail is already a login, in this clinic or any other', async () => {
    const failures: string[] = [];
    for (const email of [
      'gestor@teste.clinica.pt', // another clinic's manager
      'fisio@demo.clinica.pt', // a colleague
      'PACIENTE@demo.clinica.pt', // another patient with portal access
    ]) {
      const p = await create({ first_name: 'Mesmo', surname: 'E-mail', email });
      const res = await invite(p.id);
      if (res.statusCode !== 409) failures.push(`${email} → ${res.statusCode}`);
      expect(res.json().error).toMatchObject({
        message: 'Este e-mail não pode ser usado para acesso ao portal',
        fields: { email: 'Este e-mail não pode ser usado para acesso ao portal' },
      });
      expect((await api('GET', `/api/v1/users/patients/${p.id}`)).json().portal).toBe('none');
    }
    expect(failures).toEqual([]);
    await t.mailer.idle();
    expect(smtp.mails).toEqual([]);
  });

  it('ignores another clinic’s patient without portal who has the same e-mail; then that address is taken', async () => {
    const teste = await t.login('gestor@teste.clinica.pt');
    const theirs = await create(
      { first_name: 'Homónimo', surname: 'Braga', email: 'partilhado@exemplo.pt' },
      teste,
    );
    const ours = await create({ first_name: 'Homónimo', surname: 'Porto', email: 'partilhado@exemplo.pt' });
    const res = await invite(ours.id);
    expect(res.statusCode, res.body).toBe(200);
    await tokenFor('partilhado@exemplo.pt');
    // Now it is a login: the other clinic gets the same answer as for any unusable address.
    const clash = await invite(theirs.id, teste);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('Este e-mail não pode ser usado para acesso ao portal');
    // Their patient record is untouched and still editable.
    const edit = await api('PUT', `/api/v1/users/patients/${theirs.id}`, { job: 'Arquiteto' }, teste);
    expect(edit.statusCode).toBe(200);
  });
});
