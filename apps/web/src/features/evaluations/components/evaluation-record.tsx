import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '@clinica/contracts/evaluations';
import { hasPermission, useUser } from '../../../lib/session';
import { Addenda } from './addenda';
import { EvaluationReadOnly } from './evaluation-read-only';

/**
 * An evaluation nobody here may change: signed (then with its addenda, which its author may add to), or
 * another person's draft.
 */
export function EvaluationRecord({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  const user = useUser();
  const signed = evaluation.status === 'signed';
  const canAdd = evaluation.can_add_addendum && hasPermission(user, 'evaluations', 'update');
  return (
    <Stack spacing={3}>
      {signed ? null : (
        <Alert severity="info">{t('evaluations.view.draftOfOther', { name: evaluation.author.name })}</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <EvaluationReadOnly evaluation={evaluation} />
      </Paper>
      {signed ? <Addenda evaluation={evaluation} canAdd={canAdd} /> : null}
    </Stack>
  );
}
