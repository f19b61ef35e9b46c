/**
 * The public booking page's texts (decision 046): a small dictionary instead of i18next, so the page
 * loads no more than React. pt-PT is the default; a visitor whose browser prefers English gets English.
 * `en` is typed against `pt`, so a missing translation fails the typecheck.
 */
const pt = {
  title: 'Pedido de marcação',
  loading: 'A carregar…',
  unreachable: 'Não foi possível contactar a clínica. Verifique a ligação e tente outra vez.',
  retry: 'Tentar outra vez',
  noTenant: 'Falta o endereço da clínica nesta ligação.',
  pageNotFound: 'Esta clínica não aceita marcações online',
  phone: 'Telefone',
  stepService: 'Escolha o serviço',
  services: 'Serviços',
  noServices: 'A clínica não tem serviços disponíveis para marcação online.',
  minutes: '{n} min',
  professional: 'Profissional',
  anyProfessional: 'Qualquer profissional',
  continue: 'Continuar',
  back: 'Voltar',
  chooseService: 'Escolha um serviço',
  stepTime: 'Escolha o dia e a hora',
  days: 'Dias com horários livres',
  times: 'Horários de {day}',
  slotCount: '{n} horários',
  slotCountOne: '1 horário',
  noSlots: 'Sem horários livres até {date}.',
  noMoreSlots: 'Não há mais horários livres para marcação online.',
  moreDays: 'Mais dias',
  timeZoneNote: 'Horas de {zone}.',
  stepDetails: 'Os seus dados',
  summary: '{service} — {when}',
  name: 'Nome',
  email: 'E-mail',
  mobile: 'Telemóvel',
  note: 'Nota para a clínica (opcional)',
  consent: 'Aceito ser contactado pela clínica sobre este pedido',
  required: 'Campo Obrigatório',
  emailInvalid: 'E-mail inválido',
  mobileInvalid: 'Número de telefone inválido',
  tooLong: 'Máximo de {n} caracteres',
  consentRequired: 'Tem de aceitar ser contactado pela clínica',
  send: 'Enviar pedido',
  sending: 'A enviar…',
  slotTaken: 'Este horário já não está disponível. Escolha outro.',
  slotPast: 'Este horário já passou ou está demasiado próximo. Escolha outro.',
  nextFree: 'Próximos horários livres',
  otherTimes: 'Escolher outro dia',
  tooMany: 'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
  tooFast: 'Pedido enviado depressa demais. Tente outra vez.',
  fixFields: 'Corrija os campos assinalados.',
  received: 'Pedido recebido',
  receivedText:
    'A clínica vai analisar o seu pedido para {when} e responde-lhe por e-mail. A marcação só fica feita quando a clínica a aceitar.',
  confirmEmail: 'Confirme o seu e-mail',
  confirmEmailText:
    'Enviámos uma mensagem para {email}. Abra a ligação dessa mensagem para o pedido chegar à clínica.',
  newRequest: 'Fazer outro pedido',
  confirming: 'A confirmar o seu e-mail…',
  confirmed: 'E-mail confirmado',
  confirmedText: 'O seu pedido chegou à clínica, que lhe responde por e-mail.',
  invalidLink: 'Link Inválido',
  invalidLinkText: 'Esta ligação já foi usada ou não é válida.',
} as const;

export type MessageKey = keyof typeof pt;

const en: Record<MessageKey, string> = {
  title: 'Appointment request',
  loading: 'Loading…',
  unreachable: 'The clinic could not be reached. Check your connection and try again.',
  retry: 'Try again',
  noTenant: 'This link does not name a clinic.',
  pageNotFound: 'This clinic does not take online bookings',
  phone: 'Phone',
  stepService: 'Choose the service',
  services: 'Services',
  noServices: 'The clinic has no services open to online booking.',
  minutes: '{n} min',
  professional: 'Professional',
  anyProfessional: 'Any professional',
  continue: 'Continue',
  back: 'Back',
  chooseService: 'Choose a service',
  stepTime: 'Choose the day and time',
  days: 'Days with free times',
  times: 'Times on {day}',
  slotCount: '{n} times',
  slotCountOne: '1 time',
  noSlots: 'No free times until {date}.',
  noMoreSlots: 'There are no more free times open to online booking.',
  moreDays: 'More days',
  timeZoneNote: 'Times in {zone}.',
  stepDetails: 'Your details',
  summary: '{service} — {when}',
  name: 'Name',
  email: 'E-mail',
  mobile: 'Mobile',
  note: 'Note for the clinic (optional)',
  consent: 'I agree to be contacted by the clinic about this request',
  required: 'Required field',
  emailInvalid: 'Invalid e-mail',
  mobileInvalid: 'Invalid phone number',
  tooLong: 'At most {n} characters',
  consentRequired: 'You must agree to be contacted by the clinic',
  send: 'Send request',
  sending: 'Sending…',
  slotTaken: 'This time is no longer free. Choose another.',
  slotPast: 'This time has passed or is too soon. Choose another.',
  nextFree: 'Next free times',
  otherTimes: 'Choose another day',
  tooMany: 'Too many attempts / Please wait a few minutes and try again',
  tooFast: 'The request was sent too quickly. Try again.',
  fixFields: 'Correct the fields marked.',
  received: 'Request received',
  receivedText:
    'The clinic will look at your request for {when} and answer you by e-mail. The appointment is only made when the clinic accepts it.',
  confirmEmail: 'Confirm your e-mail',
  confirmEmailText:
    'We have sent a message to {email}. Open the link in it so that your request reaches the clinic.',
  newRequest: 'Make another request',
  confirming: 'Confirming your e-mail…',
  confirmed: 'E-mail confirmed',
  confirmedText: 'Your request has reached the clinic, which will answer you by e-mail.',
  invalidLink: 'Invalid link',
  invalidLinkText: 'This link has been used already or is not valid.',
};

export type Language = 'pt' | 'en';

/** English when the browser's first preferred language is English; pt-PT otherwise. */
export function pickLanguage(preferred: readonly string[]): Language {
  return preferred[0]?.toLowerCase().startsWith('en') ? 'en' : 'pt';
}

export const htmlLang: Record<Language, string> = { pt: 'pt-PT', en: 'en' };
/** The locale dates and prices are written in: dd/mm/yyyy and 24 h in both. */
export const formatLocale: Record<Language, string> = { pt: 'pt-PT', en: 'en-GB' };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dictionary: Record<MessageKey, string> = language === 'en' ? en : pt;
  return (key, values) =>
    dictionary[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
}

export const dictionaries = { pt, en };
