import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import { redFlags, type RedFlag } from '@clinica/contracts/evaluation-catalogue';
import { RedFlagChips } from './red-flag-chips';

/**
 * What the red-flag screening found, read first: the positive answers as an error alert with their
 * names; otherwise how many were asked and found negative, or that none were asked.
 */
export function RedFlagsSummary({ answers }: { answers: Partial<Record<RedFlag, boolean>> }) {
  const { t } = useTranslation();
  const positive = redFlags.filter((flag) => answers[flag] === true);
  const asked = redFlags.filter((flag) => answers[flag] !== undefined).length;
  if (positive.length > 0) {
    return (
      <Alert severity="error" icon={<ReportProblemOutlined />} role="note">
        <Typography sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('evaluations.redFlagsPositive', { count: positive.length })}
        </Typography>
        <RedFlagChips flags={positive} />
      </Alert>
    );
  }
  if (asked === 0)
    return <Typography color="text.secondary">{t('evaluations.view.redFlagsNotAsked')}</Typography>;
  return (
    <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <CheckCircleOutline color="success" fontSize="small" aria-hidden />
      {t('evaluations.view.redFlagsNegative', { count: asked })}
    </Typography>
  );
}
