import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  appointmentHistory,
  appointmentSeries,
  appointments,
  professionalSchedules,
  scheduleExceptions,
} from '../schema.js';
import { localToInstants } from '../../modules/availability/availability.service.js';
import { addDays } from '../../modules/appointments/series-rule.js';
import { weekdays, type Weekday } from '@clinica/contracts/week';
import type { AppointmentState } from '@clinica/contracts/appointments';
import { DEMO_CLINIC_MATOSINHOS, DEMO_CLINIC_PORTO, DEMO_SOFIA } from './clinic-setup.js';
import { DEMO_TENANT_ID, seedId as id } from './demo-ids.js';
import { DEMO_PATIENT_IDS } from './demo-patients.js';
import { pick, random } from './people.js';

const TIAGO = id(102);
const MARTA = id(103);
const JOAO = id(104);
const SERIES_ID = id(1701);
const ZONE = 'Europe/Lisbon';
const services = {
  evaluation: { id: id(1301), minutes: 60, price: 4500 },
  physio: { id: id(1302), minutes: 45, price: 3500 },
  osteopathy: { id: id(1303), minutes: 50, price: 5000 },
  pilates: { id: id(1304), minutes: 50, price: 2000 },
  shockwave: { id: id(1305), minutes: 20, price: 4000 },
};
const spaces = {
  gabinete1: id(1101),
  gabinete2: id(1102),
  ginasio: id(1103),
  ondas: id(1104),
  salaA: id(1105),
};

type Interval = [start: string, end: string];
/** Working hours of the demo professionals: weekday → clinic → intervals. */
const hours: Array<{ professionalId: string; clinicId: string; weekdays: Weekday[]; intervals: Interval[] }> =
  [
    {
      professionalId: TIAGO,
      clinicId: DEMO_CLINIC_PORTO,
      weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      intervals: [
        ['09:00', '13:00'],
        ['14:00', '19:00'],
      ],
    },
    {
      professionalId: DEMO_SOFIA,
      clinicId: DEMO_CLINIC_PORTO,
      weekdays: ['monday', 'wednesday', 'friday'],
      intervals: [
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ],
    },
    {
      professionalId: DEMO_SOFIA,
      clinicId: DEMO_CLINIC_MATOSINHOS,
      weekdays: ['tuesday', 'thursday'],
      intervals: [
        ['10:00', '13:00'],
        ['14:00', '19:00'],
      ],
    },
  ];
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The local calendar date of an instant in the clinics' zone. */
export const localDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
export const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

interface Planned {
  professionalId: string;
  clinicId: string;
  spaceId: string;
  serviceId: string;
  priceCents: number;
  patientId: string;
  date: string;
  start: string;
  minutes: number;
  seriesId?: string;
}

/**
 * Issue 7's part of the demo: the professionals' working hours, two exceptions, and four weeks of
 * appointments around the day the demo is first seeded (two weeks back, two ahead), including a
 * weekly series for the portal patient. Keyed on fixed ids: added once, never twice.
 */
export async function seedDemoAppointments(database: Database, now: Date = new Date()): Promise<void> {
  const done = await database.withTenant(
    DEMO_TENANT_ID,
    async (tx) =>
      (
        await tx
          .select({ id: appointmentSeries.id })
          .from(appointmentSeries)
          .where(eq(appointmentSeries.id, SERIES_ID))
      ).length > 0,
  );
  if (done) return;

  const today = localDate(now);
  const monday = addDays(today, 1 - isoWeekday(today));
  const first = addDays(monday, -14);
  const rnd = random(7);

  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    let n = 0;
    await tx.insert(professionalSchedules).values(
      hours.flatMap((h) =>
        h.weekdays.flatMap((weekday) =>
          h.intervals.map(([startTime, endTime]) => ({
            id: id(1710 + n++),
            tenantId: DEMO_TENANT_ID,
            professionalId: h.professionalId,
            clinicId: h.clinicId,
            weekday,
            startTime,
            endTime,
          })),
        ),
      ),
    );
    // Sofia's day off the week after next; Tiago's training afternoon this Thursday.
    const [sofiaOff, trainingStart, trainingEnd] = await localToInstants(tx, ZONE, [
      { date: addDays(monday, 11), time: '00:00' },
      { date: addDays(monday, 3), time: '14:00' },
      { date: addDays(monday, 3), time: '16:00' },
    ]);
    const exceptions = [
      {
        id: id(1751),
        tenantId: DEMO_TENANT_ID,
        professionalId: DEMO_SOFIA,
        clinicId: null,
        startsAt: sofiaOff!.instant,
        endsAt: new Date(sofiaOff!.instant.getTime() + 24 * 60 * 60 * 1000),
        reason: 'holidays' as const,
        notes: 'Dia de férias',
      },
      {
        id: id(1752),
        tenantId: DEMO_TENANT_ID,
        professionalId: TIAGO,
        clinicId: DEMO_CLINIC_PORTO,
        startsAt: trainingStart!.instant,
        endsAt: trainingEnd!.instant,
        reason: 'other' as const,
        notes: 'Formação em terapia manual',
      },
    ];
    await tx.insert(scheduleExceptions).values(exceptions);

    // João's weekly series: Tuesdays and Thursdays at 10:00 with Tiago, eight sessions.
    const seriesStart = addDays(monday, -6);
    const planned: Planned[] = [];
    for (let d = 0, k = 0; k < 8; d++) {
      const date = addDays(seriesStart, d);
      if (![2, 4].includes(isoWeekday(date))) continue;
      k++;
      planned.push({
        professionalId: TIAGO,
        clinicId: DEMO_CLINIC_PORTO,
        spaceId: spaces.gabinete1,
        serviceId: services.physio.id,
        priceCents: services.physio.price,
        patientId: JOAO,
        date,
        start: '10:00',
        minutes: 45,
        seriesId: SERIES_ID,
      });
    }
    await tx.insert(appointmentSeries).values({
      id: SERIES_ID,
      tenantId: DEMO_TENANT_ID,
      patientId: JOAO,
      professionalId: TIAGO,
      serviceId: services.physio.id,
      clinicId: DEMO_CLINIC_PORTO,
      spaceId: spaces.gabinete1,
      startTime: '10:00',
      durationMinutes: 45,
      timeZone: ZONE,
      intervalWeeks: 1,
      weekdays: ['tuesday', 'thursday'],
      startsOn: seriesStart,
      count: 8,
      priceCents: services.physio.price,
      notes: 'Reabilitação pós-entorse do tornozelo',
      createdBy: MARTA,
    });

    // Fill each working interval: about seven slots in ten are booked.
    const busy = (p: { professionalId: string; patientId: string; date: string }, s: number, e: number) =>
      planned.some(
        (o) =>
          o.date === p.date &&
          (o.professionalId === p.professionalId || o.patientId === p.patientId) &&
          minutes(o.start) < e &&
          minutes(o.start) + o.minutes > s,
      );
    const offDuty = (professionalId: string, date: string, s: number) =>
      (professionalId === DEMO_SOFIA && date === addDays(monday, 11)) ||
      (professionalId === TIAGO &&
        date === addDays(monday, 3) &&
        s >= minutes('14:00') &&
        s < minutes('16:00'));
    for (let d = 0; d < 28; d++) {
      const date = addDays(first, d);
      const weekday = weekdays[isoWeekday(date) - 1]!;
      for (const h of hours.filter((x) => x.weekdays.includes(weekday))) {
        for (const [from, to] of h.intervals) {
          let cursor = minutes(from);
          while (cursor < minutes(to)) {
            const service =
              h.professionalId === TIAGO
                ? rnd() < 0.7
                  ? services.physio
                  : rnd() < 0.5
                    ? services.evaluation
                    : services.shockwave
                : h.clinicId === DEMO_CLINIC_PORTO && rnd() < 0.4
                  ? services.pilates
                  : services.osteopathy;
            const end = cursor + service.minutes;
            const patientId = rnd() < 0.04 ? JOAO : pick(rnd, DEMO_PATIENT_IDS);
            const slot = { professionalId: h.professionalId, patientId, date };
            if (end > minutes(to)) break;
            if (rnd() < 0.72 && !offDuty(h.professionalId, date, cursor) && !busy(slot, cursor, end)) {
              planned.push({
                ...slot,
                clinicId: h.clinicId,
                spaceId:
                  service === services.shockwave
                    ? spaces.ondas
                    : service === services.pilates
                      ? spaces.ginasio
                      : h.professionalId === TIAGO
                        ? spaces.gabinete1
                        : h.clinicId === DEMO_CLINIC_PORTO
                          ? spaces.gabinete2
                          : spaces.salaA,
                serviceId: service.id,
                priceCents: service.price,
                start: hhmm(cursor),
                minutes: service.minutes,
              });
              cursor = end;
            } else {
              cursor += 30;
            }
          }
        }
      }
    }

    const instants = await localToInstants(
      tx,
      ZONE,
      planned.map((p) => ({ date: p.date, time: p.start })),
    );
    const rows = planned.map((p, i) => {
      const startsAt = instants[i]!.instant;
      const endsAt = new Date(startsAt.getTime() + p.minutes * 60_000);
      const x = rnd();
      const state: AppointmentState =
        endsAt <= now
          ? x < 0.86
            ? 'present'
            : x < 0.9
              ? 'noshow_unjustified'
              : x < 0.92
                ? 'noshow_justified'
                : x < 0.97
                  ? 'canceled_patient'
                  : 'canceled'
          : x < 0.95
            ? 'scheduled'
            : 'canceled_patient';
      return {
        id: id(1_800_000 + i),
        tenantId: DEMO_TENANT_ID,
        patientId: p.patientId,
        professionalId: p.professionalId,
        serviceId: p.serviceId,
        clinicId: p.clinicId,
        spaceId: p.spaceId,
        seriesId: p.seriesId ?? null,
        startsAt,
        endsAt,
        state,
        priceCents: p.priceCents,
        createdBy: MARTA,
        createdAt: new Date(Math.min(now.getTime(), startsAt.getTime() - 10 * 24 * 60 * 60 * 1000)),
      };
    });
    for (let i = 0; i < rows.length; i += 500) await tx.insert(appointments).values(rows.slice(i, i + 500));

    const history = rows.flatMap((r) => [
      {
        tenantId: DEMO_TENANT_ID,
        appointmentId: r.id,
        event: 'created' as const,
        toState: 'scheduled' as const,
        toStartsAt: r.startsAt,
        toEndsAt: r.endsAt,
        actorId: MARTA,
        at: r.createdAt,
      },
      ...(r.state === 'scheduled'
        ? []
        : [
            {
              tenantId: DEMO_TENANT_ID,
              appointmentId: r.id,
              event: 'state_changed' as const,
              fromState: 'scheduled' as const,
              toState: r.state,
              actorId: r.state === 'present' ? r.professionalId : MARTA,
              at: new Date(Math.min(now.getTime(), r.startsAt.getTime())),
            },
          ]),
    ]);
    for (let i = 0; i < history.length; i += 500)
      await tx.insert(appointmentHistory).values(history.slice(i, i + 500));
  });
}
