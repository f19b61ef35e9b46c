import Chip from '@mui/material/Chip';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from 'react-i18next';
import type { EvaluationStatus } from '@clinica/contracts/evaluations';

/** Rascunho (still changing) or Assinada (final): a word and an icon, not colour alone. */
export function EvaluationStatusChip({ status }: { status: EvaluationStatus }) {
  const { t } = useTranslation();
  return status === 'signed' ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<VerifiedOutlined aria-hidden />}
      label={t('evaluations.status.signed')}
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      icon={<EditNoteOutlined aria-hidden />}
      label={t('evaluations.status.draft')}
    />
  );
}
