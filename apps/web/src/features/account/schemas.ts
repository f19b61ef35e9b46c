import { z } from 'zod';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';

/**
 * A contract field that is required: empty says the spec's "Campo Obrigatório" (§5) before the
 * contract's own check ("E-mail inválido", "Número de telefone inválido") gets its say.
 */
export function required<T extends z.ZodType<unknown, string>>(schema: T) {
  return z.string().trim().min(1, { error: REQUIRED_MESSAGE }).pipe(schema);
}
