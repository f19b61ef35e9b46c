import { afterEach, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from '@clinica/contracts/auth';
import { catalogueMessages } from '@clinica/contracts/catalogue';
import { referenceInput } from '@clinica/contracts/references';
import { clinicMessages, wallTime } from '@clinica/contracts/clinics';
import { colour } from '@clinica/contracts/common';
import { PHONE_INVALID } from '@clinica/contracts/phone';
import { NIF_INVALID, POSTAL_CODE_INVALID } from '@clinica/contracts/pt';
import { taxRegion } from '@clinica/contracts/invoicing-tax';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import { packMessages } from '@clinica/contracts/packs';
import { EMAIL_INVALID } from '@clinica/contracts/sign-up';
import { tenantMessages } from '@clinica/contracts/tenants';
import { teamMessages } from '@clinica/contracts/team';
import { zodMessages } from '@clinica/contracts/zod-config';
import { errorMapSamples } from '@clinica/contracts/zod-config-samples';
import pt from '../locales/pt.json';
import i18n, { changeLocale } from './i18n';
import { translateMessage } from './validation-messages';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('translateMessage', () => {
  it('knows the contracts’ messages (the written-out copies have not drifted)', () => {
    const messages = [
      passwordMessages.required,
      passwordMessages.tooShort,
      passwordMessages.tooLong,
      passwordMessages.sameAsEmail,
      NIF_INVALID,
      POSTAL_CODE_INVALID,
      PHONE_INVALID,
      EMAIL_INVALID,
      wallTime.safeParse('25:00').error?.issues[0]?.message,
      colour.safeParse('red').error?.issues[0]?.message,
      clinicMessages.duplicateName,
      packMessages.packNotFound,
      packMessages.serviceNotSession,
      packMessages.packInactive,
      packMessages.sessionsRange,
      packMessages.priceRange,
      packMessages.validityRange,
      packMessages.alreadyInvoiced,
      invoicingMessages.appointmentPaidByPack,
      clinicMessages.mainClinic,
      clinicMessages.overlap,
      clinicMessages.endBeforeStart,
      teamMessages.emailTaken,
      teamMessages.lastManager,
      teamMessages.ownType,
      catalogueMessages.duplicateService,
      catalogueMessages.duplicateSpecialty,
      catalogueMessages.duplicateInsurer,
      catalogueMessages.priceTooHigh,
      catalogueMessages.durationRange,
      catalogueMessages.invalidVatRate,
      invoicingMessages.seriesUsed,
      invoicingMessages.seriesRepeated,
      invoicingMessages.seriesCode,
      invoicingMessages.validationCode,
      tenantMessages.seriesCodeRepeated,
      tenantMessages.validationCodeRepeated,
      taxRegion.safeParse('ES').error?.issues[0]?.message,
    ];
    for (const message of messages) {
      expect(message).toBeTruthy();
      expect(translateMessage(t, message), message).toMatch(/^t:/);
    }
  });

  it('fills in the password limits of the contract', () => {
    const withValues = ((key: string, values: Record<string, unknown>) =>
      `${key}:${JSON.stringify(values)}`) as unknown as TFunction;
    expect(translateMessage(withValues, passwordMessages.tooShort)).toContain(`"min":${PASSWORD_MIN}`);
    expect(translateMessage(withValues, passwordMessages.tooLong)).toContain(`"max":${PASSWORD_MAX}`);
  });

  it('shows the Portuguese of the contract unchanged in Portuguese', () => {
    expect(pt.contractMessages.nifInvalid).toBe(NIF_INVALID);
    expect(pt.contractMessages.overlap).toBe(clinicMessages.overlap);
    expect(pt.contractMessages.duplicateService).toBe(catalogueMessages.duplicateService);
  });

  it('passes an unknown server message through and treats keys as keys', () => {
    expect(translateMessage(t, 'Outra mensagem qualquer')).toBe('Outra mensagem qualquer');
    expect(translateMessage(t, 'services.form.priceInvalid')).toBe('t:services.form.priceInvalid');
    expect(translateMessage(t, undefined)).toBeUndefined();
  });
});

describe('zod’s messages in the chosen language', () => {
  afterEach(async () => {
    await changeLocale('pt');
  });

  it('reads each message of the error map in Portuguese exactly as the contracts write it', () => {
    const messages = [...new Set(errorMapSamples())];
    expect(messages.length).toBeGreaterThan(60);
    for (const message of messages) {
      expect(translateMessage(t, message), message).toMatch(/^t:contractMessages\.|^t:validation\./);
      expect(translateMessage(i18n.t, message)).toBe(message);
    }
  });

  it('reads each of them in English for English users, limits filled in', async () => {
    await changeLocale('en');
    for (const message of new Set(errorMapSamples())) {
      const english = translateMessage(i18n.t, message)!;
      expect(english, message).not.toBe(message);
      expect(english, message).not.toMatch(/\{\{|contractMessages|[ãçéêíóõúáâ]/);
    }
    expect(translateMessage(i18n.t, zodMessages.maxChars(80))).toBe('At most 80 characters');
    expect(translateMessage(i18n.t, zodMessages.atMost(1000))).toBe('Must be 1000 or less');
    expect(translateMessage(i18n.t, zodMessages.unknownFields(['extra']))).toBe('Field not allowed: extra');
  });

  it('turns what a contract says in a form into the chosen language', async () => {
    const issue = referenceInput.safeParse({ name: 'x'.repeat(121) }).error?.issues[0];
    expect(issue?.message).toBe('Máximo de 120 caracteres');
    expect(translateMessage(i18n.t, issue?.message)).toBe('Máximo de 120 caracteres');
    await changeLocale('en');
    expect(translateMessage(i18n.t, issue?.message)).toBe('At most 120 characters');
  });
});
