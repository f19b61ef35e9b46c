import { describe, expect, it } from 'vitest';
import { dictionaries, pickLanguage, translator } from './messages';
import { validateRequest } from './validation';

const good = {
  name: 'Inês Figueiredo',
  email: 'ines@exemplo.pt',
  mobile: '912 345 678',
  note: '',
  consent: true,
};

describe('the request form', () => {
  it('accepts a complete form (a Portuguese mobile as people type it, or with +351)', () => {
    expect(validateRequest(good)).toEqual({});
    expect(validateRequest({ ...good, mobile: '+351 912-345-678' })).toEqual({});
  });

  it('names every missing field, and consent is required', () => {
    expect(validateRequest({ name: ' ', email: '', mobile: '', note: '', consent: false })).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
      mobile: { key: 'required' },
      consent: { key: 'consentRequired' },
    });
  });

  it('rejects a malformed e-mail or mobile, and text over its limit', () => {
    expect(validateRequest({ ...good, email: 'ines@exemplo' }).email).toEqual({ key: 'emailInvalid' });
    expect(validateRequest({ ...good, email: 'ines exemplo.pt' }).email).toEqual({ key: 'emailInvalid' });
    expect(validateRequest({ ...good, mobile: '91234' }).mobile).toEqual({ key: 'mobileInvalid' });
    expect(validateRequest({ ...good, mobile: '91234567a' }).mobile).toEqual({ key: 'mobileInvalid' });
    expect(validateRequest({ ...good, name: 'x'.repeat(121) }).name).toEqual({
      key: 'tooLong',
      values: { n: 120 },
    });
    expect(validateRequest({ ...good, note: 'x'.repeat(1001) }).note).toEqual({
      key: 'tooLong',
      values: { n: 1000 },
    });
  });
});

describe('the page’s languages', () => {
  it('is pt-PT unless the browser prefers English', () => {
    expect(pickLanguage(['en-GB', 'pt-PT'])).toBe('en');
    expect(pickLanguage(['pt-BR'])).toBe('pt');
    expect(pickLanguage(['fr-FR', 'en'])).toBe('pt');
    expect(pickLanguage([])).toBe('pt');
  });

  it('has every text in both languages, filled in', () => {
    expect(Object.keys(dictionaries.en).sort()).toEqual(Object.keys(dictionaries.pt).sort());
    for (const text of [...Object.values(dictionaries.pt), ...Object.values(dictionaries.en)])
      expect(text.trim()).not.toBe('');
  });

  it('fills in values and keeps the spec’s messages word for word', () => {
    expect(translator('pt')('tooLong', { n: 120 })).toBe('Máximo de 120 caracteres');
    expect(translator('pt')('tooMany')).toBe(
      'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
    );
    expect(translator('en')('minutes', { n: 45 })).toBe('45 min');
  });
});
