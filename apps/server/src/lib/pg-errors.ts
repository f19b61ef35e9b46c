/** PostgreSQL error codes the services turn into client answers (drizzle wraps them in `cause`). */
const codeOf = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.cause?.code ?? err?.code;
};
export const isUniqueViolation = (e: unknown) => codeOf(e) === '23505';
export const isForeignKeyViolation = (e: unknown) => codeOf(e) === '23503';
