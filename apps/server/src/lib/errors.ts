import type { ErrorCode } from '@clinica/contracts/errors';

/** An error the client should see: status, code, Portuguese message, optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const messages = {
  validation: 'Dados inválidos',
  unauthenticated: 'Sessão inválida ou expirada',
  invalidCredentials: 'Credenciais Incorretas',
  tooManyAttempts: 'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
  subscriptionInactive: 'Subscrição não ativa / Atualize os detalhes de pagamento',
  forbidden: 'Não tem permissões para aceder a estes dados ou realizar esta ação',
  notFound: 'Recurso não encontrado',
  payloadTooLarge: 'O pedido excede o tamanho máximo permitido',
  insufficientStorage:
    'Não há espaço para guardar o ficheiro no servidor: nada foi guardado. Tente mais tarde ou contacte o suporte.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  internal: 'Erro do Servidor',
  csrf: 'Pedido recusado: origem ou cabeçalhos inválidos',
} as const;

/** 429: a throttle holds the request back; `Retry-After` says for how many seconds (RFC 9110 §10.2.3). */
export class TooManyAttempts extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = messages.tooManyAttempts,
  ) {
    super(429, 'too_many_attempts', message);
  }
}

export const badRequest = (fields: Record<string, string>, message: string = messages.validation) =>
  new AppError(400, 'validation_failed', message, fields);
export const unauthenticated = () => new AppError(401, 'unauthenticated', messages.unauthenticated);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = messages.notFound) => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
