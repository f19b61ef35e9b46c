import { z } from 'zod';
import {
  collaboratorInvite,
  collaboratorUpdate,
  type Collaborator,
  type StaffType,
} from '@clinica/contracts/team';

const defaultColour = '#00897b';
const professionalOnly = [
  'specialty_ids',
  'default_duration_minutes',
  'commission_percent',
  'calendar_colour',
];

export interface MemberValues {
  type: StaffType;
  email: string;
  first_name: string;
  surname: string;
  phone: string;
  clinic_ids: string[];
  specialty_ids: string[];
  default_duration_minutes: string;
  commission_percent: string;
  calendar_colour: string;
}

/** The form holds every field; what the contract schema sees depends on the mode and the type. */
function toBody(value: unknown, mode: 'invite' | 'edit'): unknown {
  const v = { ...(value as Record<string, unknown>) };
  if (v.type !== 'professional') for (const key of professionalOnly) delete v[key];
  if (mode === 'edit') {
    delete v.type;
    delete v.email;
  }
  return v;
}
export const inviteSchema = z.preprocess((v) => toBody(v, 'invite'), collaboratorInvite);
export const editSchema = z.preprocess((v) => toBody(v, 'edit'), collaboratorUpdate);

export function valuesOf(member: Collaborator | null): MemberValues {
  return {
    type: member?.type ?? 'professional',
    email: member?.email ?? '',
    first_name: member?.first_name ?? '',
    surname: member?.surname ?? '',
    phone: member?.phone ?? '',
    clinic_ids: member?.clinic_ids ?? [],
    specialty_ids: member?.specialty_ids ?? [],
    default_duration_minutes: member?.default_duration_minutes?.toString() ?? '',
    commission_percent: member?.commission_percent?.toString() ?? '',
    calendar_colour: member?.calendar_colour ?? defaultColour,
  };
}
