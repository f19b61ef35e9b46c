import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { createDraft } from '../api/documents';
import { invoicesKeys } from '../api/keys';
import { showInvoiceError } from '../invoice-messages';

/** What the appointments list knows of a chosen appointment. */
export interface ChosenAppointment {
  id: string;
  patient_id: string;
  patient_name: string;
}

/**
 * «Faturar selecionadas» under the appointments list: the chosen appointments (one patient's) become a
 * draft invoice, which opens. Appointments of different patients cannot share a document: it says so.
 */
export function InvoiceAppointmentsAction({
  chosen,
  onDone,
}: {
  chosen: ChosenAppointment[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const patients = [...new Set(chosen.map((a) => a.patient_id))];
  const create = useMutation({
    mutationFn: () =>
      createDraft({ type: 'FT', patient_id: patients[0]!, appointment_ids: chosen.map((a) => a.id) }),
    onSuccess: (draft) => {
      queryClient.setQueryData(invoicesKeys.detail(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: [...invoicesKeys.all, 'list'] });
      notify(t('invoices.draftSaved'), 'success');
      onDone();
      void navigate(`/invoices/${draft.id}`);
    },
    onError: (error) => showInvoiceError(error, t),
  });
  if (!chosen.length) return null;
  return (
    <Box
      role="region"
      aria-label={t('invoices.fromAppointments.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {patients.length > 1 ? (
        <Alert severity="warning" sx={{ flex: '1 1 20rem' }}>
          {t('invoices.fromAppointments.differentPatients')}
        </Alert>
      ) : (
        <Button
          variant="contained"
          startIcon={<ReceiptLongOutlined />}
          onClick={() => create.mutate()}
          disabled={create.isPending}
          sx={{ minHeight: 44 }}
        >
          {t('invoices.fromAppointments.action', { count: chosen.length })}
        </Button>
      )}
      <Button onClick={onDone} sx={{ minHeight: 44 }}>
        {t('invoices.fromAppointments.clear')}
      </Button>
    </Box>
  );
}
