import { z } from 'zod';

export const REQUIRED_MESSAGE = 'Campo Obrigatório';

/**
 * Portuguese messages for every schema, on the server and in the browser; a missing value says the
 * spec's "Campo Obrigatório". Messages a schema sets itself win over these.
 */
export function configureZod(): void {
  z.config(z.locales.pt());
  z.config({
    customError: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : undefined),
  });
}
