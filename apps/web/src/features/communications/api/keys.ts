export const communicationsKeys = {
  link: (token: string) => ['communications', 'link', token] as const,
  settings: (tenantId: string) => ['communications', 'settings', tenantId] as const,
  outbox: (tenantId: string, query: object) => ['communications', 'outbox', tenantId, query] as const,
};
