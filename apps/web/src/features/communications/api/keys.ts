export const communicationsKeys = {
  link: (token: string) => ['communications', 'link', token] as const,
  settings: (tenantId: string) => ['communications', 'settings', tenantId] as const,
  outbox: (tenantId: string, query: object) => ['communications', 'outbox', tenantId, query] as const,
  templates: () => ['communications', 'templates'] as const,
  template: (id: string) => ['communications', 'templates', id] as const,
  campaigns: (page: number) => ['communications', 'campaigns', page] as const,
  campaign: (id: string) => ['communications', 'campaign', id] as const,
  preview: (body: object) => ['communications', 'preview', body] as const,
  options: (kind: 'professionals' | 'insurers') => ['communications', 'options', kind] as const,
};
