import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NewButton } from '../../../components/list-toolbar';
import { formatEuros } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { canCreatePayments, canListPayments } from '../access';
import { useCurrentAccount } from '../hooks/use-current-account';

/**
 * An issued FT seen from its appointment (issue 38): what it still owes on the patient's current
 * account and «Receber», the new payment preset to it — or that it is paid. Only for whoever reads
 * payments; «Receber» only for whoever records them.
 */
export function ReceiveAction({ documentId, patientId }: { documentId: string; patientId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const reads = canListPayments(user);
  const account = useCurrentAccount(reads ? patientId : null);
  if (!reads || !account.data) return null;
  const open = account.data.open_documents.find((d) => d.id === documentId);
  if (!open) return <Typography color="text.secondary">{t('payments.document.paid')}</Typography>;
  const href = `/payments/add_new_payment?patient=${encodeURIComponent(patientId)}&document=${encodeURIComponent(documentId)}`;
  return (
    <>
      <Typography data-outstanding={open.outstanding_cents}>
        {t('payments.receive.owes', { amount: formatEuros(open.outstanding_cents) })}
      </Typography>
      {canCreatePayments(user) ? <NewButton to={href}>{t('payments.receive.action')}</NewButton> : null}
    </>
  );
}
