import {
  scheduleMessages,
  type ExceptionReason,
  type ProfessionalSchedule,
  type ScheduleException,
} from '@clinica/contracts/schedules';
import type { Weekday } from '@clinica/contracts/clinics';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { seesClinic } from '../clinics/clinics.service.js';
import * as repo from './schedules.repository.js';

const hhmm = (t: string) => t.slice(0, 5);

const toSchedule = (r: repo.ProfessionalScheduleRow): ProfessionalSchedule => ({
  id: r.id,
  professional_id: r.professionalId,
  clinic_id: r.clinicId,
  weekday: r.weekday,
  start_time: hhmm(r.startTime),
  end_time: hhmm(r.endTime),
});

const toException = (r: repo.ScheduleExceptionRow): ScheduleException => ({
  id: r.id,
  professional_id: r.professionalId,
  clinic_id: r.clinicId,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  reason: r.reason,
  notes: r.notes,
});

/** The professional and clinic a schedule or exception names: 400 naming the field otherwise. */
async function checkRefs(
  tx: Tx,
  user: AuthUser,
  refs: { professional_id?: string; clinic_id?: string | null },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (refs.professional_id && !(await repo.isBookableProfessional(tx, refs.professional_id)))
    fields.professional_id = scheduleMessages.professionalNotFound;
  if (refs.clinic_id) {
    const exists = await repo.isActiveClinic(tx, refs.clinic_id);
    if (!exists || !seesClinic(user, refs.clinic_id)) fields.clinic_id = scheduleMessages.clinicNotFound;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

const overlap = () => conflict(scheduleMessages.overlap, { start_time: scheduleMessages.overlap });

// Working hours

export async function listSchedules(
  tx: Tx,
  user: AuthUser,
  q: { professional_id?: string; clinic_id?: string },
): Promise<ProfessionalSchedule[]> {
  const rows = await repo.listSchedules(tx, {
    professionalId: q.professional_id,
    clinicId: q.clinic_id,
    clinicIds: user.clinicIds,
  });
  return rows.map(toSchedule);
}

async function visibleSchedule(tx: Tx, user: AuthUser, id: string): Promise<repo.ProfessionalScheduleRow> {
  const row = await repo.getSchedule(tx, id);
  if (!row || !seesClinic(user, row.clinicId)) throw notFound();
  return row;
}

export async function getSchedule(tx: Tx, user: AuthUser, id: string): Promise<ProfessionalSchedule> {
  return toSchedule(await visibleSchedule(tx, user, id));
}

export async function createSchedule(
  tx: Tx,
  user: AuthUser,
  body: {
    professional_id: string;
    clinic_id: string;
    weekday: Weekday;
    start_time: string;
    end_time: string;
  },
): Promise<ProfessionalSchedule> {
  await checkRefs(tx, user, body);
  const clash = await repo.overlappingSchedule(tx, {
    professionalId: body.professional_id,
    weekday: body.weekday,
    start: body.start_time,
    end: body.end_time,
  });
  if (clash) throw overlap();
  return toSchedule(
    await repo.insertSchedule(tx, {
      tenantId: user.tenantId,
      professionalId: body.professional_id,
      clinicId: body.clinic_id,
      weekday: body.weekday,
      startTime: body.start_time,
      endTime: body.end_time,
    }),
  );
}

export async function updateSchedule(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: { weekday?: Weekday; start_time?: string; end_time?: string },
): Promise<ProfessionalSchedule> {
  const current = await visibleSchedule(tx, user, id);
  const next = {
    weekday: body.weekday ?? current.weekday,
    start: body.start_time ?? hhmm(current.startTime),
    end: body.end_time ?? hhmm(current.endTime),
  };
  if (next.start >= next.end) throw badRequest({ end_time: scheduleMessages.endBeforeStart });
  const clash = await repo.overlappingSchedule(tx, {
    professionalId: current.professionalId,
    ...next,
    exceptId: id,
  });
  if (clash) throw overlap();
  const row = await repo.updateSchedule(tx, id, {
    weekday: next.weekday,
    startTime: next.start,
    endTime: next.end,
  });
  return toSchedule(row!);
}

export async function removeSchedule(tx: Tx, user: AuthUser, id: string): Promise<void> {
  await visibleSchedule(tx, user, id);
  await repo.deleteSchedule(tx, id);
}

// Exceptions

export async function listExceptions(
  tx: Tx,
  user: AuthUser,
  q: { professional_id?: string; clinic_id?: string; from?: string; to?: string },
): Promise<ScheduleException[]> {
  const rows = await repo.listExceptions(tx, {
    professionalId: q.professional_id,
    clinicId: q.clinic_id,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    clinicIds: user.clinicIds,
  });
  return rows.map(toException);
}

async function visibleException(tx: Tx, user: AuthUser, id: string): Promise<repo.ScheduleExceptionRow> {
  const row = await repo.getException(tx, id, user.clinicIds);
  if (!row) throw notFound();
  return row;
}

export async function getException(tx: Tx, user: AuthUser, id: string): Promise<ScheduleException> {
  return toException(await visibleException(tx, user, id));
}

export async function createException(
  tx: Tx,
  user: AuthUser,
  body: {
    professional_id: string;
    clinic_id?: string | null;
    starts_at: string;
    ends_at: string;
    reason: ExceptionReason;
    notes: string | null;
  },
): Promise<ScheduleException> {
  await checkRefs(tx, user, body);
  return toException(
    await repo.insertException(tx, {
      tenantId: user.tenantId,
      professionalId: body.professional_id,
      clinicId: body.clinic_id ?? null,
      startsAt: new Date(body.starts_at),
      endsAt: new Date(body.ends_at),
      reason: body.reason,
      notes: body.notes,
    }),
  );
}

export async function updateException(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: {
    clinic_id?: string | null;
    starts_at?: string;
    ends_at?: string;
    reason?: ExceptionReason;
    notes?: string | null;
  },
): Promise<ScheduleException> {
  const current = await visibleException(tx, user, id);
  await checkRefs(tx, user, { clinic_id: body.clinic_id });
  const startsAt = body.starts_at ? new Date(body.starts_at) : current.startsAt;
  const endsAt = body.ends_at ? new Date(body.ends_at) : current.endsAt;
  if (endsAt <= startsAt) throw badRequest({ ends_at: scheduleMessages.exceptionEndBeforeStart });
  if (endsAt.getTime() - startsAt.getTime() > 366 * 24 * 60 * 60 * 1000)
    throw badRequest({ ends_at: scheduleMessages.exceptionTooLong });
  const row = await repo.updateException(tx, id, {
    clinicId: body.clinic_id,
    startsAt,
    endsAt,
    reason: body.reason,
    notes: body.notes,
  });
  return toException(row!);
}

export async function removeException(tx: Tx, user: AuthUser, id: string): Promise<void> {
  await visibleException(tx, user, id);
  await repo.deleteException(tx, id);
}
