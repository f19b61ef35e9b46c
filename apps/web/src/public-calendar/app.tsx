import { useCallback, useEffect, useState } from 'react';
import type { PublicProfile } from '@clinica/contracts/appointment-requests';
import { getProfile, PublicApiError } from './api';
import { DetailsStep, type Sent } from './details-step';
import { ConfirmStep, ReceivedStep } from './outcome';
import { usePage } from './page-context';
import { ServiceStep, type ServiceChoice } from './service-step';
import { TimeStep } from './time-step';

type Step =
  | { kind: 'service' }
  | { kind: 'time' }
  | { kind: 'details'; startsAt: string; timeZone: string }
  | { kind: 'received'; sent: Sent; timeZone: string };

type Load =
  { kind: 'loading' } | { kind: 'failed'; notFound: boolean } | { kind: 'ready'; profile: PublicProfile };

/** The public booking page (issue 48): the clinic, then service → day and time → details → received. */
export function App({ slug, confirmToken }: { slug: string; confirmToken: string }) {
  const { t } = usePage();
  const [load, setLoad] = useState<Load>(slug ? { kind: 'loading' } : { kind: 'failed', notFound: true });
  const [step, setStep] = useState<Step>({ kind: 'service' });
  const [choice, setChoice] = useState<ServiceChoice | null>(null);

  const fetchProfile = useCallback(() => {
    if (!slug) return;
    setLoad({ kind: 'loading' });
    getProfile(slug).then(
      (profile) => setLoad({ kind: 'ready', profile }),
      (error: unknown) =>
        setLoad({ kind: 'failed', notFound: error instanceof PublicApiError && error.status < 500 }),
    );
  }, [slug]);
  useEffect(fetchProfile, [fetchProfile]);

  useEffect(() => {
    const profile = load.kind === 'ready' ? load.profile.name : null;
    document.title = profile ? `${t('title')} · ${profile}` : t('title');
  }, [load, t]);

  const profile = load.kind === 'ready' ? load.profile : null;
  return (
    <>
      <header className="clinic">
        <h1>{profile?.name ?? t('title')}</h1>
        {profile?.address ? <p className="clinic-line">{profile.address}</p> : null}
        {profile?.phone ? (
          <p className="clinic-line">
            {t('phone')}: <a href={`tel:${profile.phone.replace(/\s/g, '')}`}>{profile.phone}</a>
          </p>
        ) : null}
      </header>
      <main className="card">
        {confirmToken ? (
          <ConfirmStep token={confirmToken} />
        ) : load.kind === 'loading' ? (
          <p role="status">{t('loading')}</p>
        ) : load.kind === 'failed' ? (
          <div role="alert">
            <p>{!slug ? t('noTenant') : load.notFound ? t('pageNotFound') : t('unreachable')}</p>
            {slug && !load.notFound ? (
              <button type="button" className="button" onClick={fetchProfile}>
                {t('retry')}
              </button>
            ) : null}
          </div>
        ) : step.kind === 'service' ? (
          <ServiceStep
            profile={load.profile}
            initial={choice}
            onNext={(c) => {
              setChoice(c);
              setStep({ kind: 'time' });
            }}
          />
        ) : step.kind === 'time' ? (
          <TimeStep
            profile={load.profile}
            choice={choice!}
            onBack={() => setStep({ kind: 'service' })}
            onPick={(startsAt, timeZone) => setStep({ kind: 'details', startsAt, timeZone })}
          />
        ) : step.kind === 'details' ? (
          <DetailsStep
            profile={load.profile}
            choice={choice!}
            startsAt={step.startsAt}
            timeZone={step.timeZone}
            onSlot={(startsAt) => setStep({ ...step, startsAt })}
            onBack={() => setStep({ kind: 'time' })}
            onSent={(sent) => setStep({ kind: 'received', sent, timeZone: step.timeZone })}
          />
        ) : (
          <ReceivedStep
            sent={step.sent}
            timeZone={step.timeZone}
            onAgain={() => setStep({ kind: 'service' })}
          />
        )}
      </main>
    </>
  );
}
