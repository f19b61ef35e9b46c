import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '@clinica/contracts/portuguese-words';
import * as templates from './templates.js';

// Issue 43 §8: the e-mails are in Portuguese as written in Portugal («palavra-passe», never «password»).
const person = { firstName: 'Ana', clinicName: 'Clínica do Parque', link: 'https://clinica.pt/x', days: 7 };
const emails = {
  signUpCode: templates.signUpCodeEmail({ ...person, code: '123456' }),
  passwordReset: templates.passwordResetEmail(person),
  invitation: templates.invitationEmail({ ...person, invitedBy: 'Rita Gomes' }),
  invitationElsewhere: templates.invitationElsewhereEmail({ ...person, invitedBy: 'Rita Gomes' }),
  portalInvitation: templates.portalInvitationEmail(person),
  fiscalDocument: templates.fiscalDocumentEmail({
    ...person,
    title: 'Fatura',
    invoiceNo: 'FT 2026A/17',
    what: 'a fatura',
    date: '25/11/2026',
    total: '45,00 €',
    cancelled: false,
  }),
};

describe('the e-mails', () => {
  it.each(Object.entries(emails))('%s says nothing in English a Portuguese reader would flag', (_, email) => {
    // The text without the link (an address is no prose).
    for (const part of [email.subject, email.text, email.html.replace(/<[^>]*>/g, ' ')])
      expect(englishWordsIn(part.replace(/https?:\/\/\S+/g, ' '))).toEqual([]);
  });

  it('names the palavra-passe in the reset e-mail', () => {
    expect(emails.passwordReset.subject).toBe('Repor a palavra-passe — Clínica');
    expect(emails.passwordReset.text).toContain('escolher uma nova palavra-passe');
  });
});
