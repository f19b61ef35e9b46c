/** Query keys of the account feature (sign-up, set password, reset). */
export const accountKeys = {
  all: ['account'] as const,
  token: (token: string) => ['account', 'token', token] as const,
};
