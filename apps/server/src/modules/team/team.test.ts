import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtp } from '../../test/smtp.js';
import {
  DEMO_MANAGER_ID as GESTOR,
  DEMO_PROFESSIONAL_ID as FISIO,
  DEMO_FRONT_DESK_ID as RECECAO,
  DEMO_PATIENT_ID as PACIENTE,
  DEMO_TENANT_ID,
} from '../../db/seed/demo-ids.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let manager: string;
let clinicId: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://clinica.test' } });
  manager = await t.login('gestor@demo.clinica.pt');
  clinicId = (
    await t.request({ method: 'POST', url: '/api/v1/clinics', cookie: manager, payload: { name: 'Sede' } })
  ).json().id;
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

describe('team', () => {
  it('lists staff only (no patients), with type, status and clinics', async () => {
    const res = await api('GET', '/api/v1/collaborators?sort=name');
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((m: { id: string }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([GESTOR, FISIO, RECECAO]));
    expect(ids).not.toContain(PACIENTE);
    const professionals = (await api('GET', '/api/v1/collaborators?type=professional')).json().items;
    expect(professionals.every((m: { type: string }) => m.type === 'professional')).toBe(true);
  });

  it('invites a professional, who sets a password from the e-mailed link and logs in', async () => {
    const res = await api('POST', '/api/v1/collaborators', {
      type: 'professional',
      email: 'ines.costa@demo.clinica.pt',
      first_name: 'Inês',
      surname: 'Costa',
      phone: '961234567',
      clinic_ids: [clinicId],
      default_duration_minutes: 45,
      commission_percent: 30,
      calendar_colour: '#3366ff',
    });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({
      type: 'professional',
      status: 'email_not_confirmed',
      clinic_ids: [clinicId],
      default_duration_minutes: 45,
      commission_percent: 30,
      calendar_colour: '#3366ff',
      phone: '+351961234567',
    });
    const mail = await smtp.waitFor((m) => m.to === 'ines.costa@demo.clinica.pt');
    expect(mail.subject).toBe('Convite para Clínica Demo em Clínica');
    expect(mail.text).toContain('Helena Marques convidou-o');
    expect(mail.text).toContain('7 dias');
    const link = /(http:\/\/clinica\.test\/sign-up\/set-password\?token=\S+)/.exec(mail.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const valid = await t.request({ method: 'POST', url: '/reset-password/validate', payload: { token } });
    expect(valid.json()).toEqual({ purpose: 'invitation', email: 'ines.costa@demo.clinica.pt' });
    const set = await t.request({
      method: 'POST',
      url: '/reset-password/reset-password-with-token',
      payload: { token, password: 'password-da-ines-1' },
    });
    expect(set.json().logged_in).toBe(true);
    expect(set.json().user).toMatchObject({ type: 'professional', status: 'email_confirmed' });
    await t.login('ines.costa@demo.clinica.pt', 'password-da-ines-1');
    const after = (await api('GET', `/api/v1/collaborators/${member.id}`)).json();
    expect(after.status).toBe('email_confirmed');
  });

  it('expires an invitation after 7 days; a resent one works', async () => {
    const member = (
      await api('POST', '/api/v1/collaborators', {
        type: 'front_desk',
        email: 'rita@demo.clinica.pt',
        first_name: 'Rita',
        surname: 'Lopes',
      })
    ).json();
    const first = await smtp.waitFor((m) => m.to === 'rita@demo.clinica.pt');
    const token = /token=(\S+)/.exec(first.text)![1]!;
    t.clock.advance(7 * 86_400_000 + 1000);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/reset-password/validate',
          payload: { token: decodeURIComponent(token) },
        })
      ).statusCode,
    ).toBe(400);
    smtp.mails.length = 0;
    manager = await t.login('gestor@demo.clinica.pt'); // a week later the old session is gone too
    expect((await api('POST', `/api/v1/collaborators/${member.id}/resend-invitation`)).statusCode).toBe(200);
    const second = await smtp.waitFor((m) => m.to === 'rita@demo.clinica.pt');
    const token2 = decodeURIComponent(/token=(\S+)/.exec(second.text)![1]!);
    expect(
      (await t.request({ method: 'POST', url: '/reset-password/validate', payload: { token: token2 } }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(-(7 * 86_400_000 + 1000));
    manager = await t.login('gestor@demo.clinica.pt');
  });

  it('invites someone whose e-mail is another account’s login like anyone else, and tells them by e-mail to use another address', async () => {
    // The attacker's probe: an e-mail that logs in elsewhere must answer as an unknown one does.
    const invite = (email: string) =>
      api('POST', '/api/v1/collaborators', {
        type: 'professional',
        email,
        first_name: 'Rui',
        surname: 'Pinto',
        clinic_ids: [clinicId],
      });
    const unknown = await invite('rui.pinto@example.pt');
    const elsewhere = await invite('gestor@teste.clinica.pt');
    expect(elsewhere.statusCode).toBe(unknown.statusCode);
    expect(unknown.statusCode).toBe(201);
    const { id, email, ...rest } = elsewhere.json();
    const { id: id2, email: email2, ...restUnknown } = unknown.json();
    expect(rest).toEqual(restUnknown);
    expect([email, email2, id === id2]).toEqual(['gestor@teste.clinica.pt', 'rui.pinto@example.pt', false]);
    expect(rest.status).toBe('email_not_confirmed');

    const notice = await smtp.waitFor((m) => m.to === 'gestor@teste.clinica.pt');
    expect(notice.subject).toBe('Convite para Clínica Demo em Clínica');
    expect(notice.text).toContain('Helena Marques convidou-o para a Clínica Demo');
    expect(notice.text).toContain('já é usado para entrar noutra conta');
    expect(notice.text).toContain('outro endereço de e-mail');
    expect(notice.text).not.toContain('token=');
    expect(notice.html).toContain('outro endereço de e-mail');

    // Login e-mails stay unique: the other account's manager still logs in there, and the pending
    // member here has no login (a resend repeats the explanation, never a set-password link).
    const other = await t.login('gestor@teste.clinica.pt');
    const me = (await api('GET', '/api/v1/me', undefined, other)).json();
    expect(me.tenant.name).not.toBe('Clínica Demo');
    smtp.mails.length = 0;
    expect((await api('POST', `/api/v1/collaborators/${id}/resend-invitation`)).statusCode).toBe(200);
    const again = await smtp.waitFor((m) => m.to === 'gestor@teste.clinica.pt');
    expect(again.text).toContain('outro endereço de e-mail');
    expect(again.text).not.toContain('token=');
    const reset = await t.request({
      method: 'POST',
      url: '/reset-password',
      payload: { email: 'gestor@teste.clinica.pt' },
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await smtp.waitFor(
      (m) => m.to === 'gestor@teste.clinica.pt' && m.subject.startsWith('Repor'),
    );
    expect(resetMail.text).not.toContain('Clínica Demo');

    // Once the address logs in nowhere else, a resend is a real invitation.
    const rename = (from: string, to: string, tenantId: string) =>
      t.asOwner(
        sql`update users set email = ${to} where email = ${from} and tenant_id = ${tenantId}`,
        tenantId,
      );
    await rename('gestor@teste.clinica.pt', 'antigo.gestor@teste.clinica.pt', me.tenant.id);
    try {
      smtp.mails.length = 0;
      expect((await api('POST', `/api/v1/collaborators/${id}/resend-invitation`)).statusCode).toBe(200);
      const link = await smtp.waitFor((m) => m.to === 'gestor@teste.clinica.pt');
      const token = decodeURIComponent(/token=(\S+)/.exec(link.text)![1]!);
      const set = await t.request({
        method: 'POST',
        url: '/reset-password/reset-password-with-token',
        payload: { token, password: 'password-do-rui-1' },
      });
      expect(set.json().user).toMatchObject({ id, type: 'professional', status: 'email_confirmed' });
    } finally {
      await rename('gestor@teste.clinica.pt', 'rui.pinto.2@example.pt', DEMO_TENANT_ID);
      await rename('antigo.gestor@teste.clinica.pt', 'gestor@teste.clinica.pt', me.tenant.id);
    }
  });

  it('refuses a duplicate e-mail (409) and unknown clinics (400), writing nothing', async () => {
    const dup = await api('POST', '/api/v1/collaborators', {
      type: 'professional',
      email: 'FISIO@demo.clinica.pt',
      first_name: 'X',
      surname: 'Y',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('E-mail já registado');
    const other = await api('POST', '/api/v1/collaborators', {
      type: 'professional',
      email: 'novo@demo.clinica.pt',
      first_name: 'Novo',
      surname: 'Membro',
      clinic_ids: ['0d3c7a52-5b1e-4c59-9d4a-00000000ffff'],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.clinic_ids).toBe('Clínica não encontrada');
    await t.mailer.idle();
    expect(smtp.mails).toHaveLength(0);
    expect((await api('GET', '/api/v1/collaborators?q=novo')).json().total).toBe(0);
  });

  it('changes a type, but never one’s own: the last manager cannot demote themselves', async () => {
    const demote = await api('PUT', `/api/v1/users/${GESTOR}?type=professional`);
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error.message).toBe('Não pode alterar o seu próprio tipo');
    const promote = await api('PUT', `/api/v1/users/${RECECAO}?type=manager`);
    expect(promote.json().type).toBe('manager');
    const back = await api('PUT', `/api/v1/users/${RECECAO}?type=front_desk`);
    expect(back.json().type).toBe('front_desk');
    expect((await api('PUT', `/api/v1/users/${PACIENTE}?type=manager`)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/users/${FISIO}?type=patient`)).statusCode).toBe(400);
  });

  it('never lets anyone change their own type, even with another manager to take over', async () => {
    expect((await api('PUT', `/api/v1/users/${RECECAO}?type=manager`)).json().type).toBe('manager');
    const self = await api('PUT', `/api/v1/users/${GESTOR}?type=professional`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('Não pode alterar o seu próprio tipo');
    expect((await api('GET', `/api/v1/collaborators/${GESTOR}`)).json().type).toBe('manager');
    expect((await api('PUT', `/api/v1/users/${RECECAO}?type=front_desk`)).json().type).toBe('front_desk');
  });

  it('changes only a member’s clinics when only clinic_ids is sent', async () => {
    const res = await api('PUT', `/api/v1/collaborators/${FISIO}`, { clinic_ids: [clinicId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().clinic_ids).toEqual([clinicId]);
    expect(res.json().first_name).toBe('Tiago');
  });

  it('deactivates a member: sessions end, login refused, history kept', async () => {
    const member = (
      await api('POST', '/api/v1/collaborators', {
        type: 'front_desk',
        email: 'temp@demo.clinica.pt',
        first_name: 'Temp',
        surname: 'Orário',
      })
    ).json();
    const mail = await smtp.waitFor((m) => m.to === 'temp@demo.clinica.pt');
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]!);
    await t.request({
      method: 'POST',
      url: '/reset-password/reset-password-with-token',
      payload: { token, password: 'password-temporaria' },
    });
    const session = await t.login('temp@demo.clinica.pt', 'password-temporaria');
    const res = await api('DELETE', `/api/v1/collaborators/${member.id}`);
    expect(res.json().active).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: session })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/token',
      payload: { username: 'temp@demo.clinica.pt', password: 'password-temporaria' },
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await api('GET', '/api/v1/collaborators?active=false')).json().items.map((m: { id: string }) => m.id),
    ).toContain(member.id);
    expect(
      (await api('GET', '/api/v1/collaborators')).json().items.map((m: { id: string }) => m.id),
    ).not.toContain(member.id);
  });

  it('refuses deactivating oneself', async () => {
    const res = await api('DELETE', `/api/v1/collaborators/${GESTOR}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Não pode desativar a sua própria conta');
  });

  it('keeps the team to managers for writes and to the tenant for everything', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await api('GET', '/api/v1/collaborators', undefined, fisio)).statusCode).toBe(200);
    expect(
      (
        await api(
          'POST',
          '/api/v1/collaborators',
          { type: 'manager', email: 'a@b.pt', first_name: 'A', surname: 'B' },
          fisio,
        )
      ).statusCode,
    ).toBe(403);
    expect((await api('PUT', `/api/v1/users/${FISIO}?type=manager`, undefined, fisio)).statusCode).toBe(403);
    const paciente = await t.login('paciente@demo.clinica.pt');
    expect((await api('GET', '/api/v1/collaborators', undefined, paciente)).statusCode).toBe(403);
    const other = await t.login('gestor@teste.clinica.pt');
    expect((await api('GET', `/api/v1/collaborators/${FISIO}`, undefined, other)).statusCode).toBe(404);
    expect(
      (await api('PUT', `/api/v1/collaborators/${FISIO}`, { first_name: 'Hack' }, other)).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/api/v1/collaborators/${FISIO}`, undefined, other)).statusCode).toBe(404);
    expect((await api('PUT', `/api/v1/users/${FISIO}?type=manager`, undefined, other)).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/collaborators/${FISIO}`)).json()).toMatchObject({
      first_name: 'Tiago',
      type: 'professional',
      active: true,
    });
  });
});
