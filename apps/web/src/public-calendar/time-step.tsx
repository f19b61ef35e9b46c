import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicProfile } from '@clinica/contracts/appointment-requests';
import { getSlots } from './api';
import { usePage } from './page-context';
import {
  dateLabel,
  dayLabel,
  groupByDay,
  mergeDays,
  nextWindow,
  shortDayLabel,
  timeLabel,
  type DaySlots,
} from './slots';
import { StepHeading } from './step-heading';
import type { ServiceChoice } from './service-step';

interface Loaded {
  days: DaySlots[];
  timeZone: string;
  /** Where «Mais dias» continues from; null at the clinic's horizon. */
  next: Date | null;
  /** The end of what was searched. */
  searchedTo: Date;
}

/** Step 2: the next free days (in windows of 14, «Mais dias» for the following), then a time. */
export function TimeStep({
  profile,
  choice,
  onPick,
  onBack,
}: {
  profile: PublicProfile;
  choice: ServiceChoice;
  onPick: (startsAt: string, timeZone: string) => void;
  onBack: () => void;
}) {
  const { t, locale } = usePage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const load = useCallback(
    async (from: Date, before: Loaded | null) => {
      const window = nextWindow(from, new Date(), profile.horizon_days);
      if (!window) return;
      setLoading(true);
      setFailed(false);
      try {
        const answer = await getSlots({
          tenant_id: profile.tenant_id,
          service_id: choice.serviceId,
          professional_id: choice.professionalId || undefined,
          ...window,
        });
        const days = mergeDays(before?.days ?? [], groupByDay(answer.items, answer.time_zone));
        const next = nextWindow(window.to, new Date(), profile.horizon_days) ? window.to : null;
        setLoaded({ days, timeZone: answer.time_zone, next, searchedTo: window.to });
        setSelected((current) => current ?? days[0]?.date ?? null);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [profile, choice],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load(new Date(), null);
  }, [load]);

  const day = loaded?.days.find((d) => d.date === selected);
  const zone = loaded?.timeZone ?? '';
  return (
    <section>
      <StepHeading>{t('stepTime')}</StepHeading>
      {loaded && loaded.days.length ? (
        <>
          <div role="group" aria-label={t('days')} className="days">
            {loaded.days.map((d) => (
              <button
                key={d.date}
                type="button"
                className="day"
                aria-pressed={d.date === selected}
                onClick={() => setSelected(d.date)}
              >
                <span className="day-name">{shortDayLabel(d.starts[0]!, zone, locale)}</span>
                <span className="day-count">
                  {d.starts.length === 1 ? t('slotCountOne') : t('slotCount', { n: d.starts.length })}
                </span>
              </button>
            ))}
          </div>
          {day ? (
            <>
              <h3 className="times-heading">{t('times', { day: dayLabel(day.starts[0]!, zone, locale) })}</h3>
              <ul className="times">
                {day.starts.map((start) => (
                  <li key={start}>
                    <button type="button" className="time" onClick={() => onPick(start, zone)}>
                      {timeLabel(start, zone)}
                    </button>
                  </li>
                ))}
              </ul>
              {/* Said only to a visitor whose device keeps another zone's time (abroad, the Azores). */}
              {zone !== Intl.DateTimeFormat().resolvedOptions().timeZone ? (
                <p className="hint">{t('timeZoneNote', { zone })}</p>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
      {loaded && !loaded.days.length ? (
        <p>
          {loaded.next
            ? t('noSlots', {
                date: dateLabel(loaded.searchedTo.toISOString(), zone, locale),
              })
            : t('noMoreSlots')}
        </p>
      ) : null}
      {loaded && loaded.days.length && !loaded.next ? <p>{t('noMoreSlots')}</p> : null}
      {loading ? (
        <p role="status" className="hint">
          {t('loading')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="alert">
          {t('unreachable')}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="button" onClick={onBack}>
          {t('back')}
        </button>
        {failed && !loaded ? (
          <button type="button" className="button button-primary" onClick={() => void load(new Date(), null)}>
            {t('retry')}
          </button>
        ) : null}
        {loaded?.next ? (
          <button
            type="button"
            className="button button-primary"
            disabled={loading}
            onClick={() => void load(loaded.next!, loaded)}
          >
            {t('moreDays')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
