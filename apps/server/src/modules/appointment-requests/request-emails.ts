import type { Email, MailAttachment } from '../mail/templates.js';
import { escape, layout } from '../mail/templates.js';

/**
 * The e-mails a visitor of the public booking page gets (issue 48, decision 043), in pt-PT: the link
 * that confirms their address, the request received, accepted (with the iCal file) or rejected.
 */
const FOOTER = 'Recebeu este e-mail porque este endereço foi usado num pedido de marcação online.';

function email(
  clinic: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
): Email {
  const text = [...lines, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  return {
    subject,
    text: `${text}\n\n— ${clinic}\n`,
    html: layout(clinic, lines.map(escape), action, FOOTER),
  };
}

export interface RequestFacts {
  clinicName: string;
  name: string;
  serviceName: string;
  /** «terça-feira, 12/01/2027 às 10:00» in the clinic's zone. */
  when: string;
}

export const confirmEmail = (f: RequestFacts, link: string): Email =>
  email(
    f.clinicName,
    `Confirme o seu pedido de marcação — ${f.clinicName}`,
    [
      `Olá ${f.name},`,
      `Recebemos o seu pedido de ${f.serviceName} para ${f.when}. Para que chegue à clínica, confirme o seu e-mail.`,
      'Se não fez este pedido, ignore este e-mail.',
    ],
    { label: 'Confirmar o pedido', url: link },
  );

export const receivedEmail = (f: RequestFacts): Email =>
  email(f.clinicName, `Pedido de marcação recebido — ${f.clinicName}`, [
    `Olá ${f.name},`,
    `Recebemos o seu pedido de ${f.serviceName} para ${f.when}. A clínica vai confirmá-lo e receberá um e-mail com a resposta.`,
  ]);

export const acceptedEmail = (f: RequestFacts, ics: MailAttachment): Email => ({
  ...email(f.clinicName, `Marcação confirmada — ${f.clinicName}`, [
    `Olá ${f.name},`,
    `A sua marcação de ${f.serviceName} para ${f.when} está confirmada. Junto segue o ficheiro para o seu calendário.`,
  ]),
  attachments: [ics],
});

export const rejectedEmail = (f: RequestFacts, reason: string): Email =>
  email(f.clinicName, `Pedido de marcação não aceite — ${f.clinicName}`, [
    `Olá ${f.name},`,
    `Lamentamos, mas o seu pedido de ${f.serviceName} para ${f.when} não pôde ser aceite.`,
    `Motivo: ${reason}`,
  ]);

/** «terça-feira, 12/01/2027 às 10:00» in `timeZone`. */
export function whenText(at: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('pt-PT', { timeZone, weekday: 'long' }).format(at);
  const date = new Intl.DateTimeFormat('pt-PT', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('pt-PT', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${day}, ${date} às ${time}`;
}
