import { useRef, useState, type FormEvent } from 'react';
import type { PublicProfile } from '@clinica/contracts/appointment-requests';
import { PublicApiError, sendRequest, serverNow } from './api';
import { Field } from './field';
import { usePage } from './page-context';
import { failureOf, RequestFailure, type Failure } from './request-failure';
import { StepHeading } from './step-heading';
import type { ServiceChoice } from './service-step';
import { whenLabel } from './slots';
import { fieldOrder, limits, validateRequest, type FormField, type RequestForm } from './validation';

export interface Sent {
  status: 'unconfirmed' | 'pending';
  startsAt: string;
  email: string;
}

const empty: RequestForm = { name: '', email: '', mobile: '', note: '', consent: false };

/** Step 3: the visitor's contact, consent and the request (honeypot and fill time as decision 043 says). */
export function DetailsStep({
  profile,
  choice,
  startsAt,
  timeZone,
  onSlot,
  onSent,
  onBack,
}: {
  profile: PublicProfile;
  choice: ServiceChoice;
  startsAt: string;
  timeZone: string;
  onSlot: (startsAt: string) => void;
  onSent: (sent: Sent) => void;
  onBack: () => void;
}) {
  const { t, locale } = usePage();
  const [form, setForm] = useState<RequestForm>(empty);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const startedAt = useRef(serverNow());
  const honeypot = useRef<HTMLInputElement>(null);
  const refs = useRef<Partial<Record<FormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const service = profile.services.find((s) => s.id === choice.serviceId);

  const focusFirst = (fields: Partial<Record<FormField, string>>) =>
    refs.current[fieldOrder.find((f) => fields[f]) ?? 'name']?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateRequest(form);
    const shown = Object.fromEntries(
      Object.entries(problems).map(([field, p]) => [field, t(p.key, p.values)]),
    ) as Partial<Record<FormField, string>>;
    setErrors(shown);
    setFailure(null);
    if (Object.keys(shown).length) return focusFirst(shown);
    setSending(true);
    try {
      const answer = await sendRequest({
        tenant_id: profile.tenant_id,
        service_id: choice.serviceId,
        professional_id: choice.professionalId || undefined,
        starts_at: startsAt,
        name: form.name.trim(),
        email: form.email.trim(),
        mobile: form.mobile.trim(),
        note: form.note.trim() || undefined,
        consent: form.consent,
        website: honeypot.current?.value || undefined,
        form_started_at: startedAt.current,
      });
      onSent({ status: answer.status, startsAt: answer.starts_at, email: form.email.trim() });
    } catch (error) {
      setSending(false);
      setFailure(failureOf(error, t));
      if (error instanceof PublicApiError && error.status === 400) {
        const fields = Object.fromEntries(
          Object.entries(error.fields).filter(([f]) => fieldOrder.includes(f as FormField)),
        ) as Partial<Record<FormField, string>>;
        setErrors(fields);
        if (Object.keys(fields).length) focusFirst(fields);
      }
    }
  };

  const set = (field: FormField) => (value: string | boolean) => setForm((f) => ({ ...f, [field]: value }));
  const text = (field: Exclude<FormField, 'consent'>) => ({
    value: form[field],
    error: errors[field],
    inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => void (refs.current[field] = el),
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
  });

  return (
    <section>
      <StepHeading>{t('stepDetails')}</StepHeading>
      <p className="summary">
        {t('summary', { service: service?.name ?? '', when: whenLabel(startsAt, timeZone, locale) })}
      </p>
      {failure ? (
        <RequestFailure
          failure={failure}
          timeZone={timeZone}
          onSlot={(start) => {
            setFailure(null);
            onSlot(start);
          }}
          onBack={onBack}
        />
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <Field label={t('name')} required autoComplete="name" maxLength={limits.name} {...text('name')} />
        <Field
          label={t('email')}
          required
          type="email"
          autoComplete="email"
          maxLength={limits.email}
          {...text('email')}
        />
        <Field
          label={t('mobile')}
          required
          type="tel"
          autoComplete="tel"
          maxLength={limits.mobile}
          {...text('mobile')}
        />
        <Field label={t('note')} multiline maxLength={limits.note} {...text('note')} />
        {/* The honeypot (decision 043): out of sight and out of the tab order; people leave it empty. */}
        <div className="honeypot" aria-hidden="true">
          <label>
            Website
            <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div className={errors.consent ? 'field field-invalid' : 'field'}>
          <label className="check">
            <input
              ref={(el) => void (refs.current.consent = el)}
              type="checkbox"
              checked={form.consent}
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'consent-error' : undefined}
              onChange={(e) => set('consent')(e.target.checked)}
            />
            <span>
              {t('consent')}
              <span aria-hidden="true"> *</span>
            </span>
          </label>
          {errors.consent ? (
            <p id="consent-error" className="field-error-text">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <div className="actions">
          <button type="button" className="button" onClick={onBack}>
            {t('back')}
          </button>
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </section>
  );
}
