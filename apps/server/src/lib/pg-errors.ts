/** PostgreSQL error codes the services turn into client answers (drizzle wraps them in `cause`). */
const codeOf = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.cause?.code ?? err?.code;
};
/** The constraint a violation names (drizzle wraps the driver's error in `cause`). */
export const constraintOf = (e: unknown): string | undefined => {
  const err = e as { constraint?: string; cause?: { constraint?: string } };
  return err?.cause?.constraint ?? err?.constraint;
};
export const isUniqueViolation = (e: unknown) => codeOf(e) === '23505';
export const isForeignKeyViolation = (e: unknown) => codeOf(e) === '23503';
export const isExclusionViolation = (e: unknown) => codeOf(e) === '23P01';
export const isDeadlock = (e: unknown) => codeOf(e) === '40P01';
