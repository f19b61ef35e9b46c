import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import type { RedFlag } from '@clinica/contracts/evaluation-catalogue';

/**
 * The red flags answered yes, each an error chip with a warning icon (never colour alone), as a list
 * named for screen readers. Nothing when there are none.
 */
export function RedFlagChips({
  flags,
  size = 'small',
}: {
  flags: readonly RedFlag[];
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('evaluations.redFlagsPositive', { count: flags.length })}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {flags.map((flag) => (
        <li key={flag}>
          <Chip
            size={size}
            color="error"
            icon={<ReportProblemOutlined aria-hidden />}
            label={t(`evaluations.redFlags.${flag}`)}
            sx={{ fontWeight: 600 }}
          />
        </li>
      ))}
    </Box>
  );
}
