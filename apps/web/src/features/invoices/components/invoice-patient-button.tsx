import Button from '@mui/material/Button';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** On the patient's record: a new invoice for them, their appointments still to invoice on offer. */
export function InvoicePatientButton({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      startIcon={<ReceiptLongOutlined />}
      component={RouterLink}
      to={`/invoices/add_new_invoice?patient_id=${encodeURIComponent(patientId)}`}
    >
      {t('invoices.fromPatient')}
    </Button>
  );
}
