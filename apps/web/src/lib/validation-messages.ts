import type { TFunction } from 'i18next';

/**
 * The contracts and the server speak Portuguese; the interface speaks the chosen language.
 * Known messages map to i18n keys; our own schema refinements use i18n keys directly ("validation.x").
 * An unknown message (a new server message) is shown as it came. The texts are written out rather
 * than imported so that a page showing a server message (a list, say) does not load the contracts'
 * schemas, zod and the phone-number metadata;
 * validation-messages.test.ts checks them against the contracts.
 */
const known: Record<string, { key: string; values?: Record<string, unknown> }> = {
  'Campo Obrigatório': { key: 'validation.required' },
  'A password deve ter pelo menos 10 caracteres': { key: 'validation.passwordTooShort', values: { min: 10 } },
  'A password deve ter no máximo 128 caracteres': { key: 'validation.passwordTooLong', values: { max: 128 } },
  'A password não pode ser igual ao e-mail': { key: 'validation.passwordSameAsEmail' },
  'Password atual incorreta': { key: 'profile.currentPasswordWrong' },
  'NIF inválido': { key: 'contractMessages.nifInvalid' },
  'Código postal inválido. Formato: NNNN-NNN': { key: 'contractMessages.postalCodeInvalid' },
  'Número de telefone inválido': { key: 'contractMessages.phoneInvalid' },
  'E-mail inválido': { key: 'contractMessages.emailInvalid' },
  'Hora inválida. Formato: HH:MM': { key: 'contractMessages.timeInvalid' },
  'Cor inválida. Formato: #rrggbb': { key: 'contractMessages.colourInvalid' },
  'Já existe uma clínica com este nome': { key: 'contractMessages.duplicateClinic' },
  'Não é possível remover a clínica principal': { key: 'contractMessages.mainClinic' },
  'Já existe um espaço com este nome nesta clínica': { key: 'contractMessages.duplicateSpace' },
  'A hora de fim tem de ser depois da hora de início': { key: 'contractMessages.endBeforeStart' },
  'Este intervalo sobrepõe-se a outro do mesmo dia': { key: 'contractMessages.overlap' },
  'E-mail já registado': { key: 'contractMessages.emailTaken' },
  'A clínica tem de ter pelo menos um gestor ativo': { key: 'contractMessages.lastManager' },
  'Não pode desativar a sua própria conta': { key: 'contractMessages.notYourself' },
  'Este membro já ativou a conta': { key: 'contractMessages.alreadyActive' },
  'Já existe um serviço com este nome': { key: 'contractMessages.duplicateService' },
  'Já existe uma especialidade com este nome': { key: 'contractMessages.duplicateSpecialty' },
  'Já existe uma seguradora com este nome': { key: 'contractMessages.duplicateInsurer' },
  'O preço não pode ser negativo': { key: 'contractMessages.priceNegative' },
  'O preço não pode ser superior a 100 000,00 €': { key: 'contractMessages.priceTooHigh' },
  'A duração tem de estar entre 5 e 600 minutos': { key: 'contractMessages.durationRange' },
};

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const entry = known[message];
  if (entry) return t(entry.key, entry.values ?? {});
  if (/^[a-zA-Z]+\.[a-zA-Z.]+$/.test(message)) return t(message);
  return message;
}
