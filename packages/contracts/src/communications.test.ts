import { describe, expect, it } from 'vitest';
import { gsmSeptets, countSmsSegments } from './sms-segments.js';
import { fillTemplate } from './notifications.js';
import { communicationTemplateInput, demoPreviewValues, removeAccents } from './communications.js';

const gsm = (ch: string) => gsmSeptets(ch) !== null;

describe('campaign templates (issue 47)', () => {
  it('render with the settings’ renderer: every variable filled, an unknown one refused by the schema', () => {
    expect(
      fillTemplate(
        '{{patient_first_name}} {{patient_surname}}, {{clinic_name}} {{appointment_date}} {{appointment_hour}}',
        demoPreviewValues,
      ),
    ).toBe('Maria Silva, Clínica Demo 12/03/2027 09:30');
    const parsed = communicationTemplateInput.safeParse({ name: 'X', method: 'sms', body: 'Olá {{nome}}' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('Variável desconhecida no modelo: {{nome}}');
  });

  it('«Remover acentos» takes a text from UCS-2 (70 a part) back to GSM-7 (160), keeping the accents GSM-7 has', () => {
    const text = 'Olá João, a clínica está à sua espera: não falte à sessão de amanhã, às 9h. Até já! Ç é ü.';
    expect(countSmsSegments(text)).toMatchObject({ encoding: 'ucs2', segments: 2, perSegment: 67 });
    const plain = removeAccents(text, gsm);
    expect(plain).toBe(
      'Ola Joao, a clinica esta à sua espera: nao falte à sessao de amanha, às 9h. Até ja! Ç é ü.',
    );
    expect(countSmsSegments(plain)).toMatchObject({ encoding: 'gsm7', segments: 1, perSegment: 160 });
  });

  it('asks an e-mail template for its subject', () => {
    const parsed = communicationTemplateInput.safeParse({ name: 'X', method: 'email', body: 'Olá' });
    expect(parsed.error!.issues[0]).toMatchObject({
      path: ['subject'],
      message: 'Indique o assunto do e-mail',
    });
  });
});
