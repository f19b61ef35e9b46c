import { useId, useState, type FormEvent } from 'react';
import type { PublicProfile } from '@clinica/contracts/appointment-requests';
import { usePage } from './page-context';
import { formatPrice } from './slots';
import { StepHeading } from './step-heading';

export interface ServiceChoice {
  serviceId: string;
  professionalId: string;
}

/** Step 1: the service (name, duration, price) and, optionally, the professional. */
export function ServiceStep({
  profile,
  initial,
  onNext,
}: {
  profile: PublicProfile;
  initial: ServiceChoice | null;
  onNext: (choice: ServiceChoice) => void;
}) {
  const { t, locale } = usePage();
  const only = profile.services.length === 1 ? profile.services[0]!.id : '';
  const [serviceId, setServiceId] = useState(initial?.serviceId ?? only);
  const [professionalId, setProfessionalId] = useState(initial?.professionalId ?? '');
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const selectId = useId();

  if (!profile.services.length) {
    return (
      <section>
        <StepHeading>{t('stepService')}</StepHeading>
        <p>{t('noServices')}</p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!serviceId) {
      setMissing(true);
      document.querySelector<HTMLInputElement>('input[name="service"]')?.focus();
      return;
    }
    onNext({ serviceId, professionalId });
  };

  return (
    <section>
      <StepHeading>{t('stepService')}</StepHeading>
      <form onSubmit={submit} noValidate className="stack">
        <fieldset className="choices" aria-describedby={missing ? errorId : undefined}>
          <legend className="visually-hidden">{t('services')}</legend>
          {profile.services.map((s) => (
            <label key={s.id} className="choice">
              <input
                type="radio"
                name="service"
                value={s.id}
                checked={serviceId === s.id}
                onChange={() => {
                  setServiceId(s.id);
                  setMissing(false);
                }}
              />
              <span className="choice-text">
                <span className="choice-title">{s.name}</span>
                <span className="choice-meta">
                  {t('minutes', { n: s.duration_minutes })} · {formatPrice(s.price_cents, locale)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {missing ? (
          <p id={errorId} className="field-error-text" role="alert">
            {t('chooseService')}
          </p>
        ) : null}
        {profile.professionals.length > 1 ? (
          <div className="field">
            <label htmlFor={selectId}>{t('professional')}</label>
            <select id={selectId} value={professionalId} onChange={(e) => setProfessionalId(e.target.value)}>
              <option value="">{t('anyProfessional')}</option>
              {profile.professionals.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button button-primary">
          {t('continue')}
        </button>
      </form>
    </section>
  );
}
