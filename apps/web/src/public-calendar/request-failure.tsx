import { PublicApiError } from './api';
import { usePage } from './page-context';
import type { Translate } from './messages';
import { whenLabel } from './slots';

/** Why a request was not taken: a slot taken meanwhile (409, with the next free times), or a message. */
export type Failure =
  { kind: 'taken'; nextFree: string[] } | { kind: 'message'; text: string; chooseAgain?: boolean };

/** The answer of a failed POST as the visitor reads it (the spec's 429 text, 400's fill time or slot). */
export function failureOf(error: unknown, t: Translate): Failure {
  if (!(error instanceof PublicApiError)) return { kind: 'message', text: t('unreachable') };
  if (error.status === 409) {
    const next = error.details.next_free;
    return { kind: 'taken', nextFree: Array.isArray(next) ? next.map(String) : [] };
  }
  if (error.status === 429) return { kind: 'message', text: t('tooMany') };
  if (error.status === 404) return { kind: 'message', text: t('pageNotFound') };
  if (error.status === 400) {
    if (error.fields.form_started_at) return { kind: 'message', text: t('tooFast') };
    if (error.fields.starts_at) return { kind: 'message', text: t('slotPast'), chooseAgain: true };
    return { kind: 'message', text: t('fixFields') };
  }
  return { kind: 'message', text: t('unreachable') };
}

/** The failure above the form; a slot taken offers the next free times and another day. */
export function RequestFailure({
  failure,
  timeZone,
  onSlot,
  onBack,
}: {
  failure: Failure;
  timeZone: string;
  onSlot: (startsAt: string) => void;
  onBack: () => void;
}) {
  const { t, locale } = usePage();
  return (
    <div role="alert" className="alert">
      {failure.kind === 'taken' ? (
        <>
          <p>{t('slotTaken')}</p>
          {failure.nextFree.length ? (
            <>
              <p className="alert-title">{t('nextFree')}</p>
              <ul className="times">
                {failure.nextFree.map((start) => (
                  <li key={start}>
                    <button type="button" className="time time-wide" onClick={() => onSlot(start)}>
                      {whenLabel(start, timeZone, locale)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p>{failure.text}</p>
      )}
      {failure.kind === 'taken' || failure.chooseAgain ? (
        <button type="button" className="button" onClick={onBack}>
          {t('otherTimes')}
        </button>
      ) : null}
    </div>
  );
}
