import { useEffect, useState } from 'react';
import { confirmRequest, PublicApiError } from './api';
import { usePage } from './page-context';
import type { Sent } from './details-step';
import { whenLabel } from './slots';
import { StepHeading } from './step-heading';

/** «Pedido recebido», and when the clinic confirms e-mails, «Confirme o seu e-mail». */
export function ReceivedStep({
  sent,
  timeZone,
  onAgain,
}: {
  sent: Sent;
  timeZone: string;
  onAgain: () => void;
}) {
  const { t, locale } = usePage();
  return (
    <section>
      <StepHeading>{t('received')}</StepHeading>
      <p>{t('receivedText', { when: whenLabel(sent.startsAt, timeZone, locale) })}</p>
      {sent.status === 'unconfirmed' ? (
        <div className="notice">
          <h3>{t('confirmEmail')}</h3>
          <p>{t('confirmEmailText', { email: sent.email })}</p>
        </div>
      ) : null}
      <button type="button" className="button" onClick={onAgain}>
        {t('newRequest')}
      </button>
    </section>
  );
}

/** One POST per token, however often the view mounts (a link is good once: a second try would say «Link Inválido»). */
const confirming = new Map<string, Promise<unknown>>();

/** The e-mail's confirmation link (`&confirm=<token>`): posts it once and says how it went. */
export function ConfirmStep({ token }: { token: string }) {
  const { t } = usePage();
  const [state, setState] = useState<'sending' | 'confirmed' | 'invalid' | 'unreachable'>('sending');
  useEffect(() => {
    let live = true;
    let sent = confirming.get(token);
    if (!sent) confirming.set(token, (sent = confirmRequest(token)));
    sent.then(
      () => live && setState('confirmed'),
      (error: unknown) =>
        live && setState(error instanceof PublicApiError && error.status === 400 ? 'invalid' : 'unreachable'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (state === 'sending') return <p role="status">{t('confirming')}</p>;
  if (state === 'unreachable') return <p role="alert">{t('unreachable')}</p>;
  return (
    <section>
      <StepHeading>{state === 'confirmed' ? t('confirmed') : t('invalidLink')}</StepHeading>
      <p>{state === 'confirmed' ? t('confirmedText') : t('invalidLinkText')}</p>
    </section>
  );
}
