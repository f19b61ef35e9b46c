/** E-mails in pt-PT, plain text and HTML, with the product's and the clinic's names. */
export interface Email {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a campaign's List-Unsubscribe, RFC 2369 / RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message (a fiscal document's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

const PRODUCT = 'Clínica';

export const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ACCOUNT_FOOTER = `Recebeu este e-mail porque alguém usou este endereço em ${PRODUCT}. Se não foi o próprio, pode ignorá-lo.`;

export function layout(
  clinicName: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer = ACCOUNT_FOOTER,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#00695c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="pt"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#00695c;margin:0 0 24px">${PRODUCT} · ${escape(clinicName)}</p>${body}${button}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${footer}</p>
</body></html>`;
}

export function signUpCodeEmail(p: { firstName: string; clinicName: string; code: string }): Email {
  const subject = `${p.code} é o seu código de confirmação ${PRODUCT}`;
  const lines = [
    `Olá ${p.firstName},`,
    `Obrigado por registar a ${p.clinicName} em ${PRODUCT}. Para confirmar o seu e-mail, introduza este código:`,
    p.code,
    'O código é válido durante 30 minutos.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n— ${PRODUCT}\n`,
    html: layout(p.clinicName, [
      `Olá ${escape(p.firstName)},`,
      `Obrigado por registar a ${escape(p.clinicName)} em ${PRODUCT}. Para confirmar o seu e-mail, introduza este código:`,
      `<strong style="font-size:28px;letter-spacing:6px">${p.code}</strong>`,
      'O código é válido durante 30 minutos.',
    ]),
  };
}

export function passwordResetEmail(p: { firstName: string; clinicName: string; link: string }): Email {
  return {
    subject: `Repor a palavra-passe — ${PRODUCT}`,
    text:
      `Olá ${p.firstName},\n\nRecebemos um pedido para repor a sua palavra-passe de ${PRODUCT} (${p.clinicName}).\n\n` +
      `Abra este link para escolher uma nova palavra-passe (válido durante 1 hora, uma só vez):\n${p.link}\n\n` +
      `Se não pediu para repor a palavra-passe, ignore este e-mail: a sua palavra-passe não muda.\n\n— ${PRODUCT}\n`,
    html: layout(
      p.clinicName,
      [
        `Olá ${escape(p.firstName)},`,
        `Recebemos um pedido para repor a sua palavra-passe de ${PRODUCT} (${escape(p.clinicName)}).`,
        'O link é válido durante 1 hora e só pode ser usado uma vez.',
        `Se o botão não funcionar, copie este endereço para o navegador:<br><span style="word-break:break-all">${escape(p.link)}</span>`,
        'Se não pediu para repor a palavra-passe, ignore este e-mail: a sua palavra-passe não muda.',
      ],
      { label: 'Escolher nova palavra-passe', url: p.link },
    ),
  };
}

export function invitationEmail(p: {
  firstName: string;
  clinicName: string;
  invitedBy: string;
  link: string;
  days: number;
}): Email {
  return {
    subject: `Convite para ${p.clinicName} em ${PRODUCT}`,
    text:
      `Olá ${p.firstName},\n\n${p.invitedBy} convidou-o para a ${p.clinicName} em ${PRODUCT}.\n\n` +
      `Abra este link para escolher a sua palavra-passe (válido durante ${p.days} dias):\n${p.link}\n\n— ${PRODUCT}\n`,
    html: layout(
      p.clinicName,
      [
        `Olá ${escape(p.firstName)},`,
        `${escape(p.invitedBy)} convidou-o para a ${escape(p.clinicName)} em ${PRODUCT}.`,
        `O link é válido durante ${p.days} dias.`,
        `Se o botão não funcionar, copie este endereço para o navegador:<br><span style="word-break:break-all">${escape(p.link)}</span>`,
      ],
      { label: 'Escolher palavra-passe', url: p.link },
    ),
  };
}

/**
 * A team invitation to an address that already logs in to another account (issue 39): login e-mails
 * are unique, so the clinic added the person without a login. Only the address's owner learns it.
 */
export function invitationElsewhereEmail(p: {
  firstName: string;
  clinicName: string;
  invitedBy: string;
}): Email {
  const why =
    `Este endereço de e-mail já é usado para entrar noutra conta ${PRODUCT}, e cada endereço só pode entrar numa conta. ` +
    `Para entrar na ${p.clinicName}, peça a ${p.invitedBy} que o convide com outro endereço de e-mail.`;
  const unchanged = 'A conta onde já entra com este endereço não muda.';
  return {
    subject: `Convite para ${p.clinicName} em ${PRODUCT}`,
    text:
      `Olá ${p.firstName},\n\n${p.invitedBy} convidou-o para a ${p.clinicName} em ${PRODUCT}.\n\n` +
      `${why}\n\n${unchanged}\n\n— ${PRODUCT}\n`,
    html: layout(p.clinicName, [
      `Olá ${escape(p.firstName)},`,
      `${escape(p.invitedBy)} convidou-o para a ${escape(p.clinicName)} em ${PRODUCT}.`,
      escape(why),
      unchanged,
    ]),
  };
}

/** A patient invited to the clinic's patient portal (the same set-password link as a team invitation). */
export function portalInvitationEmail(p: {
  firstName: string;
  clinicName: string;
  link: string;
  days: number;
}): Email {
  const what = 'No portal pode consultar a sua ficha, as suas marcações e os seus documentos.';
  return {
    subject: `Acesso ao portal do paciente — ${p.clinicName}`,
    text:
      `Olá ${p.firstName},\n\nA ${p.clinicName} convidou-o para o portal do paciente em ${PRODUCT}. ${what}\n\n` +
      `Abra este link para escolher a sua palavra-passe (válido durante ${p.days} dias, uma só vez):\n${p.link}\n\n` +
      `Se não esperava este convite, ignore este e-mail.\n\n— ${PRODUCT}\n`,
    html: layout(
      p.clinicName,
      [
        `Olá ${escape(p.firstName)},`,
        `A ${escape(p.clinicName)} convidou-o para o portal do paciente em ${PRODUCT}. ${what}`,
        `O link é válido durante ${p.days} dias e só pode ser usado uma vez.`,
        `Se o botão não funcionar, copie este endereço para o navegador:<br><span style="word-break:break-all">${escape(p.link)}</span>`,
        'Se não esperava este convite, ignore este e-mail.',
      ],
      { label: 'Escolher palavra-passe', url: p.link },
    ),
  };
}

/**
 * A fiscal document sent to the patient (issue 26): «Fatura FT 2026A/17 — Clínica Demo», the document
 * attached. `what` is the document's name with its article («a fatura FT 2026A/17»).
 */
export function fiscalDocumentEmail(p: {
  firstName: string;
  clinicName: string;
  title: string;
  invoiceNo: string;
  what: string;
  date: string;
  total: string;
  cancelled: boolean;
}): Email {
  const lines = [
    `Olá ${p.firstName},`,
    `Enviamos em anexo ${p.what}, de ${p.date}, no valor de ${p.total}.`,
    ...(p.cancelled ? ['Atenção: este documento foi anulado.'] : []),
    'Se tiver alguma dúvida, contacte-nos.',
    'Com os melhores cumprimentos,',
  ];
  return {
    subject: `${p.title} ${p.invoiceNo} — ${p.clinicName}`,
    text: `${lines.join('\n\n')}\n${p.clinicName}\n`,
    html: layout(
      p.clinicName,
      [...lines.slice(0, -1).map(escape), `${escape(lines.at(-1)!)}<br>${escape(p.clinicName)}`],
      undefined,
      `Enviado pela ${escape(p.clinicName)} através de ${PRODUCT}.`,
    ),
  };
}

/** An appointment reminder (issue 46): the clinic's template filled in, and the confirm/cancel link. */
export function reminderEmail(p: { clinicName: string; text: string; link: string }): Email {
  return {
    subject: `Lembrete da sua consulta — ${p.clinicName}`,
    text: `${p.text}\n\nConfirmar ou cancelar: ${p.link}\n`,
    html: layout(
      p.clinicName,
      [
        escape(p.text),
        `Se o botão não funcionar, abra este endereço:<br><span style="word-break:break-all">${escape(p.link)}</span>`,
      ],
      { label: 'Confirmar ou cancelar', url: p.link },
      `Enviado pela ${escape(p.clinicName)} através de ${PRODUCT}.`,
    ),
  };
}

/** A birthday greeting (issue 46): the clinic's template filled in. */
export function birthdayEmail(p: { clinicName: string; text: string }): Email {
  return {
    subject: `Feliz aniversário — ${p.clinicName}`,
    text: `${p.text}\n`,
    html: layout(
      p.clinicName,
      [escape(p.text)],
      undefined,
      `Enviado pela ${escape(p.clinicName)} através de ${PRODUCT}.`,
    ),
  };
}

/**
 * A campaign e-mail (issue 47): the clinic's template filled in, an unsubscribe link in the body (Lei
 * 41/2004 art. 13.º-A: a way to refuse in every message) and in `List-Unsubscribe`, with
 * `List-Unsubscribe-Post` so a mail client unsubscribes in one click (RFC 2369, RFC 8058).
 */
export function campaignEmail(p: {
  clinicName: string;
  subject: string;
  text: string;
  unsubscribeUrl: string;
}): Email {
  return {
    subject: p.subject,
    text: `${p.text}\n\n--\nNão quer receber mais e-mails da ${p.clinicName}? ${p.unsubscribeUrl}\n`,
    html: layout(
      p.clinicName,
      p.text.split(/\n{2,}/).map((para) => escape(para).replace(/\n/g, '<br>')),
      undefined,
      `Enviado pela ${escape(p.clinicName)} através de ${PRODUCT}. ` +
        `<a href="${escape(p.unsubscribeUrl)}" style="color:#6b7280">Não quero receber mais e-mails</a>`,
    ),
    headers: {
      'List-Unsubscribe': `<${p.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
