import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NewButton } from '../../../components/list-toolbar';
import { SectionCard } from '../../../components/section-card';
import { formatEuros } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { canCreatePayments } from '../access';
import { useCurrentAccount } from '../hooks/use-current-account';

/**
 * On an issued FT's page: what it still owes on the patient's current account (the account knows),
 * «Registar pagamento» for it and, when the patient has credit, «Compensar com o saldo». The caller
 * shows it only for an issued, not cancelled FT.
 */
export function DocumentBalance({
  documentId,
  patientId,
  grossCents,
}: {
  documentId: string;
  patientId: string;
  grossCents: number;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const account = useCurrentAccount(patientId);
  if (account.isPending) return null;
  if (account.isError) return <Alert severity="warning">{t('payments.document.loadFailed')}</Alert>;
  const open = account.data.open_documents.find((d) => d.id === documentId);
  const href = `/payments/add_new_payment?patient=${encodeURIComponent(patientId)}&document=${encodeURIComponent(documentId)}`;
  const may = open !== undefined && canCreatePayments(user);
  return (
    <SectionCard id="document-payments" title={t('payments.document.title')}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography data-outstanding={open?.outstanding_cents ?? 0}>
          {open
            ? t('payments.document.owes', {
                amount: formatEuros(open.outstanding_cents),
                total: formatEuros(grossCents),
              })
            : t('payments.document.paid')}
        </Typography>
        {may ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {account.data.credit_cents > 0 ? (
              <Button
                variant="outlined"
                component={RouterLink}
                to={`${href}&compensate=1`}
                sx={{ minHeight: 44 }}
              >
                {t('payments.compensate.action')}
              </Button>
            ) : null}
            <NewButton to={href}>{t('payments.new')}</NewButton>
          </Box>
        ) : null}
      </Box>
    </SectionCard>
  );
}
