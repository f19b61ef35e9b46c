import { z } from 'zod';
import { blankToNull, colour, listQuery, requiredText } from './common.js';
import { phone } from './phone.js';
import { email } from './sign-up.js';
import { userStatus } from './auth.js';

export const staffTypes = ['manager', 'professional', 'front_desk'] as const;
export const staffType = z.enum(staffTypes);
export type StaffType = z.infer<typeof staffType>;

export const teamMessages = {
  emailTaken: 'E-mail já registado',
  lastManager: 'A clínica tem de ter pelo menos um gestor ativo',
  notYourself: 'Não pode desativar a sua própria conta',
  notFound: 'Membro da equipa não encontrado',
  clinicNotFound: 'Clínica não encontrada',
  specialtyNotFound: 'Especialidade não encontrada',
  alreadyActive: 'Este membro já ativou a conta',
  ownType: 'Não pode alterar o seu próprio tipo',
} as const;

const professionalExtras = {
  specialty_ids: z.array(z.uuid()).max(50).default([]),
  default_duration_minutes: blankToNull(z.coerce.number().int().min(5).max(600)),
  commission_percent: blankToNull(z.coerce.number().min(0).max(100)),
  calendar_colour: blankToNull(colour),
};

export const collaboratorInvite = z.strictObject({
  type: staffType,
  email,
  first_name: requiredText(80),
  surname: requiredText(120),
  phone: blankToNull(phone),
  clinic_ids: z.array(z.uuid()).max(50).default([]),
  ...professionalExtras,
});
export type CollaboratorInvite = z.input<typeof collaboratorInvite>;

export const collaboratorUpdate = z
  .strictObject({
    first_name: requiredText(80),
    surname: requiredText(120),
    phone: blankToNull(phone),
    clinic_ids: z.array(z.uuid()).max(50),
    active: z.boolean(),
    specialty_ids: professionalExtras.specialty_ids.unwrap(),
    default_duration_minutes: professionalExtras.default_duration_minutes,
    commission_percent: professionalExtras.commission_percent,
    calendar_colour: professionalExtras.calendar_colour,
  })
  .partial();
export type CollaboratorUpdate = z.input<typeof collaboratorUpdate>;

export const collaborator = z.object({
  id: z.uuid(),
  type: staffType,
  email: z.string().nullable(),
  first_name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  status: userStatus,
  active: z.boolean(),
  clinic_ids: z.array(z.uuid()),
  specialty_ids: z.array(z.uuid()),
  default_duration_minutes: z.number().int().nullable(),
  commission_percent: z.number().nullable(),
  calendar_colour: z.string().nullable(),
});
export type Collaborator = z.infer<typeof collaborator>;

export const collaboratorListQuery = listQuery.extend({
  type: staffType.optional(),
  active: z.enum(['true', 'false', 'all']).default('true'),
  clinic_id: z.uuid().optional(),
});

export const changeTypeQuery = z.object({ type: staffType });

export const session = z.object({
  id: z.uuid(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
  current: z.boolean(),
});
export type Session = z.infer<typeof session>;
