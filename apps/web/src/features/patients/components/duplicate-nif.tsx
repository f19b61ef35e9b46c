import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DuplicateNifPatient } from '@clinica/contracts/patients';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DuplicateNif } from '../use-duplicate-nif';

/** Under the NIF field: "Já existe um paciente com este NIF", and a link to that patient's record. */
export function DuplicateNifNotice({ other }: { other: DuplicateNifPatient }) {
  const { t } = useTranslation();
  return (
    <span role="status">
      {t('patients.duplicateNif.notice')}:{' '}
      <Link component={RouterLink} to={`/patients/${other.id}`} sx={{ overflowWrap: 'anywhere' }}>
        {t('patients.duplicateNif.open', { name: other.name })}
      </Link>
    </span>
  );
}

/** Saving a repeated NIF asks first; the server writes the confirmation to the audit log. */
export function DuplicateNifDialog({
  check,
  onConfirm,
}: {
  check: Pick<DuplicateNif, 'asking' | 'pending' | 'cancel'>;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const pending = check.pending;
  return (
    <ConfirmDialog
      open={check.asking}
      title={t('patients.duplicateNif.confirmTitle')}
      body={
        pending
          ? t('patients.duplicateNif.confirmBody', { name: pending.other.name, nif: pending.body.nif })
          : undefined
      }
      confirmLabel={t('patients.duplicateNif.confirm')}
      onConfirm={onConfirm}
      onCancel={check.cancel}
    />
  );
}
