import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from '@clinica/contracts/auth';
import { catalogueMessages } from '@clinica/contracts/catalogue';
import { clinicMessages, wallTime } from '@clinica/contracts/clinics';
import { colour } from '@clinica/contracts/common';
import { PHONE_INVALID } from '@clinica/contracts/phone';
import { NIF_INVALID, POSTAL_CODE_INVALID } from '@clinica/contracts/pt';
import { EMAIL_INVALID } from '@clinica/contracts/sign-up';
import { teamMessages } from '@clinica/contracts/team';
import pt from '../locales/pt.json';
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
      clinicMessages.mainClinic,
      clinicMessages.overlap,
      clinicMessages.endBeforeStart,
      teamMessages.emailTaken,
      teamMessages.lastManager,
      catalogueMessages.duplicateService,
      catalogueMessages.duplicateSpecialty,
      catalogueMessages.duplicateInsurer,
      catalogueMessages.priceTooHigh,
      catalogueMessages.durationRange,
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
