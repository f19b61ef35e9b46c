import {
  clinicMessages,
  type Clinic,
  type ClinicDetail,
  type ClinicSchedule,
  type ClinicSpace,
} from '@clinica/contracts/clinics';
import type { ListQuery, ListResponse } from '@clinica/contracts/common';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './clinics.repository.js';

const hhmm = (t: string) => t.slice(0, 5);

const toClinic = (row: repo.ClinicRow, mainClinicId: string | null): Clinic => ({
  id: row.id,
  name: row.name,
  address: row.address,
  postal_code: row.postalCode,
  city: row.city,
  phone: row.phone,
  email: row.email,
  nif: row.nif,
  time_zone: row.timeZone,
  municipal_holiday_day: row.municipalHolidayDay,
  municipal_holiday_month: row.municipalHolidayMonth,
  municipal_holiday_name: row.municipalHolidayName,
  active: row.active,
  is_main: row.id === mainClinicId,
});
const toSpace = (row: repo.SpaceRow): ClinicSpace => ({
  id: row.id,
  clinic_id: row.clinicId,
  name: row.name,
  kind: row.kind,
  capacity: row.capacity,
  active: row.active,
});
const toSchedule = (row: repo.ScheduleRow): ClinicSchedule => ({
  id: row.id,
  clinic_id: row.clinicId,
  weekday: row.weekday,
  start_time: hhmm(row.startTime),
  end_time: hhmm(row.endTime),
});

/** Whether the caller sees this clinic (`AuthUser.clinicIds`, read with the session; decision 004). */
export const seesClinic = (user: AuthUser, clinicId: string): boolean =>
  user.clinicIds === null || user.clinicIds.includes(clinicId);

/** The clinics to read for the caller: `clinicId` when asked for (none when not seen), else all seen (null: every one). */
const seenClinicIds = (user: AuthUser, clinicId?: string): string[] | null =>
  clinicId ? (seesClinic(user, clinicId) ? [clinicId] : []) : user.clinicIds;

/** A clinic the caller sees, or 404. */
async function visibleClinic(tx: Tx, user: AuthUser, id: string): Promise<repo.ClinicRow> {
  const row = await repo.getClinic(tx, id);
  if (!row || !seesClinic(user, row.id)) throw notFound(clinicMessages.clinicNotFound);
  return row;
}

/**
 * An active clinic the caller sees, with what its calendar needs: its zone and municipal holiday
 * (decision 024); 404 otherwise.
 */
/** The main clinic's telephone and e-mail, for sheets handed to patients (the exercise programme). */
export const mainClinicContact = (tx: Tx, user: AuthUser) => repo.mainClinicContact(tx, user.tenantId);

export async function clinicCalendarSettings(
  tx: Tx,
  user: AuthUser,
  id: string,
): Promise<{
  id: string;
  timeZone: string;
  municipalHolidayDay: number | null;
  municipalHolidayMonth: number | null;
  municipalHolidayName: string | null;
}> {
  const row = await visibleClinic(tx, user, id);
  if (!row.active) throw notFound(clinicMessages.clinicNotFound);
  return {
    id: row.id,
    timeZone: row.timeZone,
    municipalHolidayDay: row.municipalHolidayDay,
    municipalHolidayMonth: row.municipalHolidayMonth,
    municipalHolidayName: row.municipalHolidayName,
  };
}

const duplicateName = () => conflict(clinicMessages.duplicateName, { name: clinicMessages.duplicateName });

export async function listClinics(tx: Tx, user: AuthUser, q: ListQuery): Promise<ListResponse<Clinic>> {
  const { mainClinicId } = await repo.tenantScope(tx);
  const { rows, total, totalCapped } = await repo.listClinics(tx, {
    q: q.q,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
    onlyIds: user.clinicIds,
  });
  return {
    items: rows.map((r) => toClinic(r.clinic, mainClinicId)),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getClinic(tx: Tx, user: AuthUser, id: string): Promise<ClinicDetail> {
  const scope = await repo.tenantScope(tx);
  const row = await visibleClinic(tx, user, id);
  return {
    ...toClinic(row, scope.mainClinicId),
    spaces: (await repo.listSpaces(tx, [id])).map(toSpace),
    schedules: (await repo.listSchedules(tx, [id])).map(toSchedule),
  };
}

type ClinicFields = {
  name?: string;
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  nif?: string | null;
  time_zone?: string;
  municipal_holiday_day?: number | null;
  municipal_holiday_month?: number | null;
  municipal_holiday_name?: string | null;
};
const clinicColumns = (b: ClinicFields) => ({
  name: b.name,
  address: b.address,
  postalCode: b.postal_code,
  city: b.city,
  phone: b.phone,
  email: b.email,
  nif: b.nif,
  timeZone: b.time_zone,
  municipalHolidayDay: b.municipal_holiday_day,
  municipalHolidayMonth: b.municipal_holiday_month,
  // A municipal holiday always has a name to show; none without the day.
  municipalHolidayName:
    b.municipal_holiday_day === null
      ? null
      : b.municipal_holiday_day !== undefined
        ? (b.municipal_holiday_name ?? 'Feriado municipal')
        : b.municipal_holiday_name,
});
const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The first clinic of a tenant becomes its main clinic. */
export async function createClinic(
  tx: Tx,
  user: AuthUser,
  body: ClinicFields & { name: string },
): Promise<ClinicDetail> {
  try {
    const row = await repo.insertClinic(tx, {
      tenantId: user.tenantId,
      ...defined(clinicColumns(body)),
      name: body.name,
    });
    const { mainClinicId } = await repo.tenantScope(tx);
    if (!mainClinicId) await repo.setMainClinic(tx, user.tenantId, row.id);
    return getClinic(tx, user, row.id);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
}

export async function updateClinic(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: ClinicFields,
): Promise<ClinicDetail> {
  await visibleClinic(tx, user, id);
  try {
    await repo.updateClinic(tx, id, defined(clinicColumns(body)));
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
  return getClinic(tx, user, id);
}

export async function removeClinic(tx: Tx, user: AuthUser, id: string): Promise<'deleted' | 'deactivated'> {
  await visibleClinic(tx, user, id);
  const { mainClinicId } = await repo.tenantScope(tx);
  if (mainClinicId === id) throw badRequest({ id: clinicMessages.mainClinic }, clinicMessages.mainClinic);
  const result = await repo.removeClinic(tx, id);
  if (result === 'not_found') throw notFound(clinicMessages.clinicNotFound);
  return result;
}

// Spaces

const duplicateSpace = () => conflict(clinicMessages.duplicateSpace, { name: clinicMessages.duplicateSpace });

export async function listSpaces(tx: Tx, user: AuthUser, clinicId?: string): Promise<ClinicSpace[]> {
  return (await repo.listSpaces(tx, seenClinicIds(user, clinicId))).map(toSpace);
}

async function visibleSpace(tx: Tx, user: AuthUser, id: string): Promise<repo.SpaceRow> {
  const row = await repo.getSpace(tx, id);
  if (!row) throw notFound();
  await visibleClinic(tx, user, row.clinicId).catch(() => {
    throw notFound();
  });
  return row;
}

export async function getSpace(tx: Tx, user: AuthUser, id: string): Promise<ClinicSpace> {
  return toSpace(await visibleSpace(tx, user, id));
}

export async function createSpace(
  tx: Tx,
  user: AuthUser,
  body: { clinic_id: string; name: string; kind: 'room' | 'equipment'; capacity: number },
): Promise<ClinicSpace> {
  await visibleClinic(tx, user, body.clinic_id).catch(() => {
    throw badRequest({ clinic_id: clinicMessages.clinicNotFound });
  });
  try {
    return toSpace(
      await repo.insertSpace(tx, {
        tenantId: user.tenantId,
        clinicId: body.clinic_id,
        name: body.name,
        kind: body.kind,
        capacity: body.capacity,
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateSpace();
    throw e;
  }
}

export async function updateSpace(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: { name?: string; kind?: 'room' | 'equipment'; capacity?: number },
): Promise<ClinicSpace> {
  await visibleSpace(tx, user, id);
  try {
    const row = await repo.updateSpace(tx, id, defined(body));
    if (!row) throw notFound();
    return toSpace(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateSpace();
    throw e;
  }
}

export async function removeSpace(tx: Tx, user: AuthUser, id: string): Promise<'deleted' | 'deactivated'> {
  await visibleSpace(tx, user, id);
  const result = await repo.removeSpace(tx, id);
  if (result === 'not_found') throw notFound();
  return result;
}

// Opening hours

export async function listSchedules(tx: Tx, user: AuthUser, clinicId?: string): Promise<ClinicSchedule[]> {
  return (await repo.listSchedules(tx, seenClinicIds(user, clinicId))).map(toSchedule);
}

export async function createSchedule(
  tx: Tx,
  user: AuthUser,
  body: { clinic_id: string; weekday: ClinicSchedule['weekday']; start_time: string; end_time: string },
): Promise<ClinicSchedule> {
  await visibleClinic(tx, user, body.clinic_id).catch(() => {
    throw badRequest({ clinic_id: clinicMessages.clinicNotFound });
  });
  const overlaps = await repo.overlappingSchedule(tx, {
    clinicId: body.clinic_id,
    weekday: body.weekday,
    start: body.start_time,
    end: body.end_time,
  });
  if (overlaps) throw conflict(clinicMessages.overlap, { start_time: clinicMessages.overlap });
  return toSchedule(
    await repo.insertSchedule(tx, {
      tenantId: user.tenantId,
      clinicId: body.clinic_id,
      weekday: body.weekday,
      startTime: body.start_time,
      endTime: body.end_time,
    }),
  );
}

export async function removeSchedule(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteSchedule(tx, id))) throw notFound();
}
