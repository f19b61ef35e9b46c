import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { ensureFeatureMessages } from '../../lib/i18n';
import en from '../../locales/en.json';
import { ApiError } from '../../lib/api-client';
import { accountMessages } from './messages';
import accountEn from './messages/en.json';
import { fieldErrors, isInvalidLink, isTooManyAttempts, translateMessage } from './server-messages';

const t = i18n.t.bind(i18n);

describe('messages of the sign-up and reset pages', () => {
  // The pages' own strings load with their routes (features/account/messages).
  beforeAll(() => ensureFeatureMessages(accountMessages));

  it('shows the server’s Portuguese messages as they are in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    expect(translateMessage(t, 'Código expirado. Peça um novo código.')).toBe(
      'Código expirado. Peça um novo código.',
    );
    expect(translateMessage(t, 'A palavra-passe deve ter pelo menos 10 caracteres')).toBe(
      'A palavra-passe deve ter pelo menos 10 caracteres',
    );
    expect(translateMessage(t, 'Link Inválido')).toBe('Link Inválido');
    expect(translateMessage(t, 'validation.passwordsDoNotMatch')).toBe('As palavras-passe não coincidem');
    expect(translateMessage(t, 'Uma mensagem nova do servidor')).toBe('Uma mensagem nova do servidor');
    expect(translateMessage(t, undefined)).toBeUndefined();
  });

  it('translates the known ones in English', async () => {
    i18n.addResourceBundle('en', 'translation', { ...en, ...accountEn }, true, true);
    await i18n.changeLanguage('en');
    expect(translateMessage(t, 'E-mail já registado')).toBe('E-mail already registered');
    expect(translateMessage(t, 'Número de telefone inválido')).toBe('Invalid phone number');
    expect(translateMessage(t, 'Campo Obrigatório')).toBe(en.validation.required);
    await i18n.changeLanguage('pt');
  });

  it('takes the server’s field errors in the order of the form', () => {
    const error = new ApiError(
      400,
      'validation_failed',
      'Dados inválidos',
      { phone: 'Número de telefone inválido', clinic_name: 'Campo Obrigatório', other: 'x' },
      false,
    );
    expect(fieldErrors(error, ['clinic_name', 'email', 'phone'] as const)).toEqual([
      { field: 'clinic_name', message: 'Campo Obrigatório' },
      { field: 'phone', message: 'Número de telefone inválido' },
    ]);
    expect(fieldErrors(new Error('x'), ['email'] as const)).toEqual([]);
  });

  it('recognises throttling and unusable links', () => {
    expect(isTooManyAttempts(new ApiError(429, 'too_many_attempts', 'x', {}, false))).toBe(true);
    expect(isTooManyAttempts(new ApiError(400, 'validation_failed', 'x', {}, false))).toBe(false);
    expect(isInvalidLink(new ApiError(400, 'invalid_token', 'Link Inválido', {}, false))).toBe(true);
    expect(isInvalidLink(new ApiError(400, 'validation_failed', 'x', {}, false))).toBe(false);
  });
});
