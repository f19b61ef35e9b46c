import {
  permissionResources,
  professionalCatalogue,
  type PermissionAction,
  type PermissionMap,
  type PermissionResource,
  type UserType,
} from '@clinica/contracts/permissions';

/**
 * Effective permissions (docs/decisions/003-roles-and-permissions.md).
 * - manager: everything, implicitly.
 * - professional: fixed base grants (reading what their daily work needs) + the editable catalogue,
 *   whose defaults a manager overrides per professional (stored rows, `resource:action` → bool).
 * - front_desk and patient: fixed grants; "own records only" for a patient is enforced by each service.
 */
type Grants = Partial<Record<PermissionResource, readonly PermissionAction[]>>;
/** A map while it is built or looked up by any name; its keys all come from the catalogue's enums. */
type Built = Record<string, Record<string, boolean>>;

const professionalBase: Grants = {
  collaborators: ['read'],
  patients: ['read'],
  appointments: ['read'],
  appointment_series: ['read', 'create', 'update'],
  /** The booking requests addressed to them (all with the catalogue's `list_all`, issue 48). */
  appointment_requests: ['read'],
  clinics: ['read'],
  clinic_spaces: ['read'],
  clinic_schedules: ['read'],
  professional_schedules: ['read'],
  schedule_exceptions: ['read'],
  specialties: ['read'],
  insurers: ['read'],
  references: ['list_all', 'read', 'create', 'update'],
  services: ['read'],
  service_packs: ['read'],
  service_consumptions: ['read'],
  /** A product's stock and movements (decision 041). */
  stock_movements: ['read'],
  tax_exemptions: ['read'],
  evaluations: ['read'],
  interventions: ['read'],
  interventions_performed: ['read'],
  exercise_programmes: ['read'],
  instruments: ['read'],
  payment_methods: ['read'],
  files: ['read', 'create'],
  /** The documents that contain their own appointments (the service narrows it). */
  invoicing_documents: ['read'],
};

/**
 * A professional reads these only with the catalogue's `list_all` (spec §6: Payments, Expenses and
 * Communications open with it): their `read` follows it, so a route declaring `read` refuses the others with 403 up front.
 */
const readFollowsListAll = new Set(['payments', 'communications']);

const frontDesk: Grants = {
  patients: ['list_all', 'read', 'create', 'update', 'delete'],
  appointments: ['list_all', 'read', 'create', 'update', 'delete'],
  appointment_series: ['read', 'create', 'update'],
  appointment_requests: ['list_all', 'read', 'accept_and_reject'],
  clinics: ['read'],
  clinic_spaces: ['read'],
  clinic_schedules: ['read'],
  professional_schedules: ['read'],
  schedule_exceptions: ['read'],
  collaborators: ['read'],
  specialties: ['read'],
  insurers: ['read'],
  references: ['list_all', 'read', 'create', 'update'],
  services: ['list_all', 'read'],
  service_packs: ['read'],
  service_pack_sales: ['read', 'create'],
  service_consumptions: ['read', 'create'],
  /** Consumptions of products (create); purchases and adjustments are `update`, a manager's (decision 041). */
  stock_movements: ['read', 'create'],
  tax_exemptions: ['read'],
  /** Sends campaigns and follows the ones it sent (issue 47). */
  communications: ['create', 'read'],
  communication_templates: ['read'],
  payment_methods: ['read'],
  payments: ['list_all', 'read', 'create', 'update'],
  /** Their own day's cash close (issue 38, decision 033). */
  cash_closes: ['read', 'create'],
  invoicing_documents: ['list_all', 'read', 'create', 'update'],
  files: ['read', 'create'],
};

const patient: Grants = {
  patients: ['read'],
  appointments: ['read'],
  appointment_requests: ['read', 'create'],
  invoicing_documents: ['read'],
  /** Their own payments, receipts and current account. */
  payments: ['read'],
  payment_methods: ['read'],
  interventions_performed: ['read'],
  /** Their own programme (read), and marking its sessions done (create). */
  exercise_programmes: ['read', 'create'],
  evaluations: [],
  files: ['read'],
};

const catalogueKeys = new Set(professionalCatalogue.map((e) => `${e.resource}:${e.action}`));

/**
 * A manager's alone, whatever a stored row says (issue 39): whoever edits permissions can grant
 * themselves anything, and whoever invites or changes team members can make a manager (themselves, or
 * a new account of theirs). So no other type holds these, and no grant leads to them.
 */
export function isManagerOnly(resource: string, action: string): boolean {
  return (
    resource === 'permissions' || (resource === 'collaborators' && ['create', 'update'].includes(action))
  );
}

/**
 * What a manager may switch for a professional: the catalogue, plus create/update/delete on any
 * resource ("any other action, checked as resource plus action") but the manager-only ones.
 */
export function isEditable(resource: string, action: string): boolean {
  if (isManagerOnly(resource, action)) return false;
  return catalogueKeys.has(`${resource}:${action}`) || ['create', 'update', 'delete'].includes(action);
}

function fromGrants(grants: Grants): Built {
  const map: Built = {};
  for (const [resource, actions] of Object.entries(grants)) {
    if (!actions || actions.length === 0) continue;
    map[resource] = Object.fromEntries(actions.map((a) => [a, true]));
  }
  return map;
}

/**
 * The manager's map: every pair that means something — read/create/update/delete on every resource,
 * and every other action some role or the catalogue can hold (`list_all`, `accept_and_reject` where they
 * exist) — not every action on every resource (it is on every `/me`: 4.6 → 2.8 KB). `can` lets a manager
 * do anything regardless; a test checks that every route's permission is in this map.
 */
const managerMap: Built = fromGrants(
  Object.fromEntries(permissionResources.map((r) => [r, ['read', 'create', 'update', 'delete'] as const])),
);
/** What only a manager may do, beyond what the other roles can be granted. */
const managerOnly: Grants = { patients: ['gdpr'] };
for (const grants of [professionalBase, frontDesk, patient, managerOnly]) {
  for (const [resource, actions] of Object.entries(grants)) {
    for (const action of actions ?? []) (managerMap[resource] ??= {})[action] = true;
  }
}
for (const entry of professionalCatalogue) (managerMap[entry.resource] ??= {})[entry.action] = true;
const frontDeskMap = fromGrants(frontDesk);
const patientMap = fromGrants(patient);

/** A professional's map before their overrides: the base grants and every catalogue default. Built once. */
const professionalDefaults: Built = fromGrants(professionalBase);
for (const entry of professionalCatalogue) {
  (professionalDefaults[entry.resource] ??= {})[entry.action] = entry.default;
}

/**
 * The map `/api/v1/me` returns: every true grant, plus every catalogue entry (true or false) for a
 * professional so that the editor and the menu can read it. A missing entry means false. Maps are
 * shared between requests and must not be changed by callers.
 */
export function effectivePermissions(type: UserType, overrides: Record<string, boolean>): PermissionMap {
  if (type !== 'professional') return built(type, overrides) as PermissionMap;
  // Professionals share a handful of override sets: each set's map is built once (≈ 19 µs a `/me`).
  const key = JSON.stringify(overrides);
  let map = professionalMaps.get(key);
  if (!map) {
    if (professionalMaps.size >= 500) professionalMaps.clear();
    map = built(type, overrides);
    professionalMaps.set(key, map);
  }
  return map as PermissionMap;
}
const professionalMaps = new Map<string, Built>();

function built(type: UserType, overrides: Record<string, boolean>): Built {
  switch (type) {
    case 'manager':
      return managerMap;
    case 'front_desk':
      return frontDeskMap;
    case 'patient':
      return patientMap;
    case 'professional': {
      const map: Built = {};
      for (const [resource, actions] of Object.entries(professionalDefaults)) map[resource] = { ...actions };
      for (const [key, allowed] of Object.entries(overrides)) {
        const [resource, action] = key.split(':') as [string, string];
        if (!isManagerOnly(resource, action)) (map[resource] ??= {})[action] = allowed;
      }
      for (const resource of readFollowsListAll)
        (map[resource] ??= {}).read = map[resource]?.list_all === true;
      return map;
    }
  }
}

export function can(
  type: UserType,
  overrides: Record<string, boolean>,
  resource: string,
  action: string,
): boolean {
  if (type === 'manager') return true;
  if (type === 'professional') {
    if (isManagerOnly(resource, action)) return false;
    if (action === 'read' && readFollowsListAll.has(resource))
      return can(type, overrides, resource, 'list_all');
    const override = overrides[`${resource}:${action}`];
    return override ?? professionalDefaults[resource]?.[action] === true;
  }
  return built(type, overrides)[resource]?.[action] === true;
}
