import type { TFunction } from 'i18next';

/**
 * The contracts and the server speak Portuguese; the interface speaks the chosen language.
 * Known messages map to i18n keys; our own schema refinements use i18n keys directly ("validation.x").
 * An unknown message (a new server message) is shown as it came. The texts are written out rather
 * than imported so that a page showing a server message (a list, say) does not load the contracts'
 * schemas, zod and the phone-number metadata;
 * validation-messages.test.ts checks them against the contracts (and zod's pt-PT error map).
 */
const known: Record<string, { key: string; values?: Record<string, unknown> }> = {
  'Campo Obrigatório': { key: 'validation.required' },
  'A palavra-passe deve ter pelo menos 10 caracteres': {
    key: 'validation.passwordTooShort',
    values: { min: 10 },
  },
  'A palavra-passe deve ter no máximo 128 caracteres': {
    key: 'validation.passwordTooLong',
    values: { max: 128 },
  },
  'A palavra-passe não pode ser igual ao e-mail': { key: 'validation.passwordSameAsEmail' },
  'Palavra-passe atual incorreta': { key: 'profile.currentPasswordWrong' },
  'NIF inválido': { key: 'contractMessages.nifInvalid' },
  'Código postal inválido. Formato: NNNN-NNN': { key: 'contractMessages.postalCodeInvalid' },
  'Número de telefone inválido': { key: 'contractMessages.phoneInvalid' },
  'E-mail inválido': { key: 'contractMessages.emailInvalid' },
  'Hora inválida. Formato: HH:MM': { key: 'contractMessages.timeInvalid' },
  'Cor inválida. Formato: #rrggbb': { key: 'contractMessages.colourInvalid' },
  'Já existe uma clínica com este nome': { key: 'contractMessages.duplicateClinic' },
  'Pack não encontrado': { key: 'contractMessages.packNotFound' },
  'Só um serviço do tipo sessão pode ter packs': { key: 'contractMessages.packServiceNotSession' },
  'Este pack está desativado': { key: 'contractMessages.packInactive' },
  'O número de sessões tem de ser um inteiro entre 1 e 200': { key: 'contractMessages.packSessionsRange' },
  'O preço tem de ser um número inteiro de cêntimos superior a 0 e até 100 000,00 €': {
    key: 'contractMessages.packPriceRange',
  },
  'A validade tem de ser um número inteiro de dias entre 1 e 3650': {
    key: 'contractMessages.packValidityRange',
  },
  'Esta venda já tem uma fatura': { key: 'contractMessages.packAlreadyInvoiced' },
  'Esta marcação foi paga por um pack: a fatura do pack já a inclui': {
    key: 'contractMessages.appointmentPaidByPack',
  },
  'Não é possível remover a clínica principal': { key: 'contractMessages.mainClinic' },
  'Já existe um espaço com este nome nesta clínica': { key: 'contractMessages.duplicateSpace' },
  'A hora de fim tem de ser depois da hora de início': { key: 'contractMessages.endBeforeStart' },
  'Este intervalo sobrepõe-se a outro do mesmo dia': { key: 'contractMessages.overlap' },
  'E-mail já registado': { key: 'contractMessages.emailTaken' },
  'A clínica tem de ter pelo menos um gestor ativo': { key: 'contractMessages.lastManager' },
  'Não pode desativar a sua própria conta': { key: 'contractMessages.notYourself' },
  'Não pode alterar o seu próprio tipo': { key: 'contractMessages.ownType' },
  'Este membro já ativou a conta': { key: 'contractMessages.alreadyActive' },
  'Já existe um serviço com este nome': { key: 'contractMessages.duplicateService' },
  'Já existe uma especialidade com este nome': { key: 'contractMessages.duplicateSpecialty' },
  'Já existe uma seguradora com este nome': { key: 'contractMessages.duplicateInsurer' },
  'A percentagem tem de estar entre 0 e 100': { key: 'contractMessages.agreementPercentRange' },
  'A parte do paciente não pode exceder o preço do acordo': {
    key: 'contractMessages.agreementAmountAbovePrice',
  },
  'O preço tem de ser um número inteiro de cêntimos entre 0 e 100 000,00 €': {
    key: 'contractMessages.agreementPriceRange',
  },
  'A parte do paciente tem de ser um número inteiro de cêntimos': {
    key: 'contractMessages.agreementAmountRange',
  },
  'Este serviço já está no acordo': { key: 'contractMessages.agreementDuplicateService' },
  'Já existe um acordo desta seguradora com início nesta data': {
    key: 'contractMessages.agreementDuplicateValidFrom',
  },
  'Serviço não encontrado': { key: 'contractMessages.agreementServiceNotFound' },
  'Acordo não encontrado': { key: 'contractMessages.agreementNotFound' },
  'O preço não pode ser negativo': { key: 'contractMessages.priceNegative' },
  'O preço não pode ser superior a 100 000,00 €': { key: 'contractMessages.priceTooHigh' },
  'A duração tem de estar entre 5 e 600 minutos': { key: 'contractMessages.durationRange' },
  'Campo não permitido': { key: 'contractMessages.fieldNotAllowed' },
  'Indique o nome da conta InvoiceXpress (o que aparece antes de .app.invoicexpress.com)': {
    key: 'contractMessages.invoicingProvider.accountName',
  },
  'Indique a chave da API da conta InvoiceXpress': {
    key: 'contractMessages.invoicingProvider.apiKeyRequired',
  },
  'A InvoiceXpress recusou esta chave da API: confirme a conta e a chave': {
    key: 'contractMessages.invoicingProvider.apiKeyRejected',
  },
  'O servidor não tem SECRETS_KEY configurada: a chave da API não pode ser guardada em produção': {
    key: 'contractMessages.invoicingProvider.secretsKeyMissing',
  },
  'A mudança de fornecedor só pode ser feita no início de um mês: já foram emitidos documentos este mês. Mude a partir do dia 1 do próximo mês.':
    { key: 'contractMessages.invoicingProvider.midMonth' },
  'O serviço de faturação (InvoiceXpress) não respondeu. Nada foi emitido em duplicado: tente de novo dentro de alguns minutos.':
    { key: 'contractMessages.invoicingProvider.unavailable' },
  'O serviço de faturação (InvoiceXpress) pediu uma pausa (demasiados pedidos). Tente de novo dentro de um minuto.':
    { key: 'contractMessages.invoicingProvider.rateLimited' },
  'A InvoiceXpress recusou o NIF do cliente: confirme o NIF do paciente': {
    key: 'contractMessages.invoicingProvider.invalidNif',
  },
  'A InvoiceXpress não conhece este motivo de isenção de IVA': {
    key: 'contractMessages.invoicingProvider.unknownExemption',
  },
  'Este documento já está a ser emitido na InvoiceXpress: aguarde um momento': {
    key: 'contractMessages.invoicingProvider.beingIssued',
  },
  'A InvoiceXpress ainda está a gerar o PDF: tente de novo dentro de alguns segundos': {
    key: 'contractMessages.invoicingProvider.pdfPending',
  },
  'A InvoiceXpress ainda está a gerar o SAF-T do mês: tente de novo dentro de alguns segundos': {
    key: 'contractMessages.invoicingProvider.saftPending',
  },
  'Com a InvoiceXpress, os recibos são emitidos na InvoiceXpress: este tipo de documento ainda não é emitido a partir da Clínica':
    { key: 'contractMessages.invoicingProvider.receiptsElsewhere' },
  'Um pagamento não pode liquidar faturas emitidas na Clínica e na InvoiceXpress ao mesmo tempo: registe um pagamento para cada':
    {
      key: 'contractMessages.invoicingProvider.receiptsMixed',
    },
  'O pagamento ficou registado, mas a InvoiceXpress não emitiu o recibo ou a fatura-recibo do adiantamento: emita-os de novo a partir do pagamento (nada é emitido em duplicado).':
    {
      key: 'contractMessages.invoicingProvider.receiptPending',
    },
  'O recibo deste pagamento já está a ser emitido na InvoiceXpress: aguarde um momento': {
    key: 'contractMessages.invoicingProvider.receiptBeingIssued',
  },
  'Este adiantamento foi emitido na InvoiceXpress: a sua regularização ou devolução (nota de crédito) ainda não é emitida a partir da Clínica':
    {
      key: 'contractMessages.invoicingProvider.advanceCreditElsewhere',
    },
  'Esta série já tem documentos emitidos e não pode ser alterada': { key: 'contractMessages.seriesUsed' },
  'Só pode haver uma série por tipo de documento e ano': { key: 'contractMessages.seriesRepeated' },
  'Identificador de série inválido: só letras, algarismos, «-», «_» e «.» (até 20)': {
    key: 'contractMessages.seriesCode',
  },
  'Código de validação inválido: 8 ou mais letras e algarismos, como o atribuído pela AT': {
    key: 'contractMessages.validationCode',
  },
  'Já existe uma série deste tipo de documento com este identificador': {
    key: 'contractMessages.seriesCodeRepeated',
  },
  'Este código de validação já está noutra série: a AT atribui um código a cada série': {
    key: 'contractMessages.validationCodeRepeated',
  },
  'Região fiscal inválida': { key: 'contractMessages.taxRegionInvalid' },
  'Classe de IVA inválida (normal, intermédia ou reduzida)': { key: 'contractMessages.vatClassInvalid' },
  // zod's pt-PT error map (packages/contracts/src/zod-config.ts): its fixed messages…
  'Tem de ser texto': { key: 'contractMessages.notText' },
  'Tem de ser um número': { key: 'contractMessages.notNumber' },
  'Tem de ser um número inteiro': { key: 'contractMessages.notInteger' },
  'Tem de ser verdadeiro ou falso': { key: 'contractMessages.notBoolean' },
  'Tem de ser uma lista': { key: 'contractMessages.notList' },
  'Tem de ser um objeto': { key: 'contractMessages.notObject' },
  'Tem de ser um ficheiro': { key: 'contractMessages.notFile' },
  'Data inválida': { key: 'contractMessages.dateInvalid' },
  'Valor inválido': { key: 'contractMessages.valueInvalid' },
  'Opção inválida': { key: 'contractMessages.optionInvalid' },
  'Campo inválido': { key: 'contractMessages.fieldInvalid' },
  'Formato inválido': { key: 'contractMessages.formatInvalid' },
  'Selecione pelo menos uma opção': { key: 'contractMessages.chooseOne' },
  'Valor demasiado pequeno': { key: 'contractMessages.tooSmall' },
  'Valor demasiado grande': { key: 'contractMessages.tooBig' },
  'Máximo de 1 caráter': { key: 'contractMessages.maxOneChar' },
  'Mínimo de 1 caráter': { key: 'contractMessages.minOneChar' },
  'Tem de ter 1 caráter': { key: 'contractMessages.exactOneChar' },
  'Máximo de 1 elemento': { key: 'contractMessages.maxOneItem' },
  'Mínimo de 1 elemento': { key: 'contractMessages.minOneItem' },
  'Tem de ter 1 elemento': { key: 'contractMessages.exactOneItem' },
  'Endereço inválido': { key: 'contractMessages.urlInvalid' },
  'Identificador inválido': { key: 'contractMessages.idInvalid' },
  'Data e hora inválidas': { key: 'contractMessages.dateTimeInvalid' },
  'Hora inválida': { key: 'contractMessages.timeOfDayInvalid' },
  'Duração inválida': { key: 'contractMessages.durationInvalid' },
  'Endereço IP inválido': { key: 'contractMessages.ipInvalid' },
  'Endereço MAC inválido': { key: 'contractMessages.macInvalid' },
  'Codificação inválida': { key: 'contractMessages.encodingInvalid' },
  'JSON inválido': { key: 'contractMessages.jsonInvalid' },
  'Token inválido': { key: 'contractMessages.tokenInvalid' },
  'Emoji inválido': { key: 'contractMessages.emojiInvalid' },
  'Número de cartão inválido': { key: 'contractMessages.cardInvalid' },
  'IBAN inválido': { key: 'contractMessages.ibanInvalid' },
  'Código de moeda inválido': { key: 'contractMessages.currencyInvalid' },
  'Tem de estar em minúsculas': { key: 'contractMessages.lowercase' },
  'Tem de estar em maiúsculas': { key: 'contractMessages.uppercase' },
};

/** …and those that carry a limit or a name, each value captured by a group, in order. */
const patterns: ReadonlyArray<{ pattern: RegExp; key: string; names: readonly string[] }> = [
  { pattern: /^Máximo de (\d+) caracteres$/, key: 'contractMessages.maxChars', names: ['max'] },
  { pattern: /^Mínimo de (\d+) caracteres$/, key: 'contractMessages.minChars', names: ['min'] },
  { pattern: /^Tem de ter (\d+) caracteres$/, key: 'contractMessages.exactChars', names: ['length'] },
  { pattern: /^Máximo de (\d+) elementos$/, key: 'contractMessages.maxItems', names: ['max'] },
  { pattern: /^Mínimo de (\d+) elementos$/, key: 'contractMessages.minItems', names: ['min'] },
  { pattern: /^Tem de ter (\d+) elementos$/, key: 'contractMessages.exactItems', names: ['length'] },
  { pattern: /^Máximo de (\d+) bytes$/, key: 'contractMessages.maxBytes', names: ['max'] },
  { pattern: /^Mínimo de (\d+) bytes$/, key: 'contractMessages.minBytes', names: ['min'] },
  { pattern: /^Tem de ser igual ou superior a (-?[\d,]+)$/, key: 'contractMessages.atLeast', names: ['min'] },
  { pattern: /^Tem de ser superior a (-?[\d,]+)$/, key: 'contractMessages.greaterThan', names: ['min'] },
  { pattern: /^Tem de ser igual ou inferior a (-?[\d,]+)$/, key: 'contractMessages.atMost', names: ['max'] },
  { pattern: /^Tem de ser inferior a (-?[\d,]+)$/, key: 'contractMessages.lessThan', names: ['max'] },
  { pattern: /^Tem de ser múltiplo de ([\d,]+)$/, key: 'contractMessages.multipleOf', names: ['divisor'] },
  {
    pattern: /^A data tem de ser igual ou posterior a ([\d/]+)$/,
    key: 'contractMessages.notBefore',
    names: ['date'],
  },
  { pattern: /^A data tem de ser posterior a ([\d/]+)$/, key: 'contractMessages.after', names: ['date'] },
  {
    pattern: /^A data tem de ser igual ou anterior a ([\d/]+)$/,
    key: 'contractMessages.notAfter',
    names: ['date'],
  },
  { pattern: /^A data tem de ser anterior a ([\d/]+)$/, key: 'contractMessages.before', names: ['date'] },
  { pattern: /^Tem de começar por "(.*)"$/, key: 'contractMessages.startsWith', names: ['text'] },
  { pattern: /^Tem de terminar em "(.*)"$/, key: 'contractMessages.endsWith', names: ['text'] },
  { pattern: /^Tem de incluir "(.*)"$/, key: 'contractMessages.includes', names: ['text'] },
  { pattern: /^Campo não permitido: (.+)$/, key: 'contractMessages.unknownField', names: ['fields'] },
  { pattern: /^Campos não permitidos: (.+)$/, key: 'contractMessages.unknownFields', names: ['fields'] },
];

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const entry = known[message];
  if (entry) return t(entry.key, entry.values ?? {});
  for (const { pattern, key, names } of patterns) {
    const match = pattern.exec(message);
    if (match) return t(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  if (/^[a-zA-Z]+\.[a-zA-Z.]+$/.test(message)) return t(message);
  return message;
}
