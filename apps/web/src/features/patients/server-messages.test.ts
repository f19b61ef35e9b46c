import { describe, expect, it } from 'vitest';
import { documentMessages } from '@clinica/contracts/files';
import { patientMessages } from '@clinica/contracts/patients';
import i18n from '../../lib/i18n';
import { ApiError, NetworkError } from '../../lib/api-client';
import en from './messages/en.json';
import pt from './messages/pt.json';
import { alreadyReported, patientMessageKeys, translatePatientMessage } from './server-messages';

const t = i18n.t.bind(i18n);

function lookup(set: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((acc, part) => (acc as Record<string, unknown>)?.[part], set);
}

describe('the patients’ server messages', () => {
  it('quote the contracts exactly in Portuguese (spec §5 and §8)', () => {
    for (const [message, key] of Object.entries(patientMessageKeys)) {
      expect(lookup(pt, key), key).toBe(message);
      expect(typeof lookup(en, key), key).toBe('string');
    }
    expect(Object.keys(patientMessageKeys)).toEqual(
      expect.arrayContaining([...Object.values(patientMessages), ...Object.values(documentMessages)]),
    );
  });

  it('are shown in the chosen language', async () => {
    i18n.addResourceBundle('pt', 'translation', pt, true, true);
    i18n.addResourceBundle('en', 'translation', en, true, true);
    await i18n.changeLanguage('pt');
    expect(translatePatientMessage(t, patientMessages.dateOfBirth)).toBe(
      'Data de Nascimento Inválida. Formato: dd/mm/yyyy.',
    );
    expect(translatePatientMessage(t, 'Campo Obrigatório')).toBe('Campo Obrigatório');
    await i18n.changeLanguage('en');
    expect(translatePatientMessage(t, patientMessages.notFound)).toBe('Patient not found');
    expect(translatePatientMessage(t, patientMessages.dateOfBirthFuture)).toBe(
      'The date of birth cannot be in the future',
    );
    expect(translatePatientMessage(t, 'Uma mensagem nova')).toBe('Uma mensagem nova');
    await i18n.changeLanguage('pt');
  });

  it('know what the global handling already told the user', () => {
    expect(alreadyReported(new ApiError(403, 'forbidden', '', {}, true))).toBe(true);
    expect(alreadyReported(new NetworkError('offline', true))).toBe(true);
    expect(alreadyReported(new ApiError(400, 'validation_failed', '', {}, false))).toBe(false);
    expect(alreadyReported(new Error('x'))).toBe(false);
  });
});
