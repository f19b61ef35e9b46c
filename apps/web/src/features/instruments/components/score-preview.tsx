import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { scoreOf } from '@clinica/contracts/instrument-definitions';
import type { Instrument } from '@clinica/contracts/instruments';
import { formatDecimal } from '../../../lib/format';
import { useText } from '../text';

/**
 * The score as the answers stand (the contract's rule; the server computes the one stored), or the
 * contract's message when too few items are answered. Read out as it changes.
 */
export function ScorePreview({ instrument, values }: { instrument: Instrument; values: (number | null)[] }) {
  const { t } = useTranslation();
  const text = useText();
  const result = scoreOf(instrument, values);
  return (
    <Typography
      role="status"
      color={'missing' in result ? 'warning.dark' : 'text.primary'}
      sx={{ fontWeight: 500 }}
    >
      {'missing' in result
        ? t('instruments.contract.tooManyMissing', {
            needed: instrument.scoring.min_answered,
            of: instrument.items.length,
            missing: result.missing,
          })
        : t('instruments.record.preview', {
            score: formatDecimal(result.score),
            unit: text(instrument.unit),
            answered: result.answered,
            of: instrument.items.length,
          })}
    </Typography>
  );
}
