import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

export const userTypes = ['manager', 'professional', 'front_desk', 'patient'] as const;
export const userType = z.enum(userTypes);
export type UserType = z.infer<typeof userType>;

/** Resources of DOMAIN.md's resource table that permissions can name. */
export const permissionResources = [
  'tenants',
  'collaborators',
  'patients',
  'permissions',
  'clinics',
  'clinic_spaces',
  'clinic_schedules',
  'professional_schedules',
  'schedule_exceptions',
  'specialties',
  'insurers',
  'references',
  'services',
  'service_packs',
  'service_pack_sales',
  'service_consumptions',
  'stock_movements',
  'tax_exemptions',
  'appointments',
  'appointment_series',
  'appointment_requests',
  'evaluations',
  'interventions',
  'interventions_performed',
  'exercise_programmes',
  'instruments',
  'communications',
  'communication_templates',
  'payment_methods',
  'payments',
  /** The daily cash close (issue 38): front desk and managers. */
  'cash_closes',
  'expenses',
  'invoicing_documents',
  'reports',
  'dashboard',
  'files',
] as const;
export type PermissionResource = (typeof permissionResources)[number];

export const permissionActions = [
  'list_all',
  'accept_and_reject',
  'read',
  'create',
  'update',
  'delete',
  /** GDPR: a patient's audit log, data export and erasure (managers only). */
  'gdpr',
] as const;
export type PermissionAction = (typeof permissionActions)[number];

/**
 * `{resource: {action: bool}}` — the effective map `/api/v1/me` returns and `PUT /api/v1/permissions` edits.
 * Keys are the catalogue's own (an unknown resource or action fails the contract), which also lets the
 * production serializer write the map as declared properties (decision 011).
 */
export const permissionMap = z.partialRecord(
  z.enum(permissionResources),
  z.partialRecord(z.enum(permissionActions), z.boolean()),
);
export type PermissionMap = z.infer<typeof permissionMap>;

/** Entries a manager can switch per professional (DOMAIN.md permission catalogue). */
export const professionalCatalogue: ReadonlyArray<{
  resource: PermissionResource;
  action: PermissionAction;
  default: boolean;
}> = [
  { resource: 'appointments', action: 'list_all', default: true },
  { resource: 'appointment_requests', action: 'list_all', default: false },
  { resource: 'appointment_requests', action: 'accept_and_reject', default: false },
  { resource: 'patients', action: 'list_all', default: true },
  { resource: 'services', action: 'list_all', default: true },
  { resource: 'interventions', action: 'list_all', default: true },
  { resource: 'communications', action: 'list_all', default: false },
  { resource: 'payments', action: 'list_all', default: false },
  { resource: 'expenses', action: 'list_all', default: false },
  { resource: 'patients', action: 'create', default: true },
  { resource: 'patients', action: 'update', default: true },
  { resource: 'appointments', action: 'create', default: true },
  { resource: 'appointments', action: 'update', default: true },
  { resource: 'evaluations', action: 'create', default: true },
  { resource: 'evaluations', action: 'update', default: true },
  { resource: 'interventions_performed', action: 'create', default: true },
  { resource: 'interventions_performed', action: 'update', default: true },
  /** Recording an outcome measure's response (issue 25, decision 028). */
  { resource: 'instruments', action: 'create', default: true },
];

export const permissionMessages = {
  onlyProfessionals: 'Só as permissões de um profissional podem ser editadas',
  notEditable: 'Permissão não editável',
  managerOnly: 'Só um gestor pode ter esta permissão',
  notYourOwn: 'Não pode alterar as suas próprias permissões',
} as const;

export const putPermissionsBody = z
  .object({
    user_id: z.uuid(),
    permissions: permissionMap,
  })
  .strict();
export type PutPermissionsBody = z.infer<typeof putPermissionsBody>;

export const permissionsResponse = z.object({ user_id: z.uuid(), permissions: permissionMap });
