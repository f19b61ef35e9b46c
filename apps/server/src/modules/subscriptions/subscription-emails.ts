import { localDay } from '../../lib/local-day.js';
import { escape, layout, type Email } from '../mail/templates.js';

export type SubscriptionEmailKind =
  'trial_3d' | 'trial_1d' | 'payment_failed' | 'canceled' | 'cancel_scheduled';

interface Context {
  firstName: string;
  clinicName: string;
  /** The subscription page. */
  link: string;
  trialEndsAt: Date | null;
  graceEndsAt: Date | null;
  periodEndsAt: Date | null;
  timeZone: string;
}

/** dd/mm/yyyy in the clinic's zone. */
const day = (at: Date | null, zone: string) => {
  if (!at) return '';
  const [y, mo, d] = localDay(at, zone).split('-');
  return `${d}/${mo}/${y}`;
};

function content(
  kind: SubscriptionEmailKind,
  c: Context & { zone: string },
): { subject: string; lines: string[]; action: string } {
  switch (kind) {
    case 'trial_3d':
    case 'trial_1d': {
      const when = kind === 'trial_1d' ? 'amanhã' : 'daqui a 3 dias';
      return {
        subject: `O período experimental da ${c.clinicName} termina ${when}`,
        lines: [
          `O período experimental gratuito termina ${when} (${day(c.trialEndsAt, c.zone)}).`,
          'Para continuar a usar a aplicação sem interrupções, escolha um plano e subscreva. Depois da subscrição pode também enviar SMS e e-mails aos pacientes.',
        ],
        action: 'Escolher um plano',
      };
    }
    case 'payment_failed':
      return {
        subject: `Pagamento Falhou — subscrição da ${c.clinicName}`,
        lines: [
          'Não foi possível cobrar a renovação da subscrição.',
          `Atualize o cartão até ${day(c.graceEndsAt, c.zone)}: depois dessa data a aplicação fica suspensa até o pagamento ser regularizado.`,
        ],
        action: 'Alterar o cartão',
      };
    case 'cancel_scheduled':
      return {
        subject: `Subscrição da ${c.clinicName} cancelada`,
        lines: [
          `A subscrição foi cancelada e termina a ${day(c.periodEndsAt, c.zone)}. Até lá tudo continua a funcionar e nada mais será cobrado.`,
          'Se mudar de ideias, pode retomá-la na página da subscrição antes dessa data.',
        ],
        action: 'Ver a subscrição',
      };
    case 'canceled':
      return {
        subject: `A subscrição da ${c.clinicName} terminou`,
        lines: [
          'A subscrição terminou. Os dados da clínica continuam guardados.',
          'Para voltar a usar a aplicação, escolha um plano na página da subscrição.',
        ],
        action: 'Escolher um plano',
      };
  }
}

/** The subscription's notices to managers (issue 49), pt-PT, plain text and HTML. */
export function subscriptionEmail(kind: SubscriptionEmailKind, ctx: Context): Email {
  const c = { ...ctx, zone: ctx.timeZone };
  const { subject, lines, action } = content(kind, c);
  return {
    subject,
    text: `Olá ${c.firstName},\n\n${lines.join('\n\n')}\n\n${action}: ${c.link}\n\n— Clínica\n`,
    html: layout(c.clinicName, [`Olá ${escape(c.firstName)},`, ...lines.map(escape)], {
      label: action,
      url: c.link,
    }),
  };
}
