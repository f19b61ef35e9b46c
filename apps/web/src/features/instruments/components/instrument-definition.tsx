import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Option } from '@clinica/contracts/instrument-definitions';
import type { Instrument } from '@clinica/contracts/instruments';
import { Fact, FactList } from '../../../components/fact-list';
import { formatDecimal } from '../../../lib/format';
import { useText } from '../text';

/** The scoring rule in words: the contract's one formula, written for this instrument. */
function useScoringRule(instrument: Instrument): string {
  const { t } = useTranslation();
  const { offset, factor } = instrument.scoring;
  if (offset !== 0)
    return t('instruments.scoring.offset', { offset: formatDecimal(offset), factor: formatDecimal(factor) });
  if (factor !== 1) return t('instruments.scoring.factor', { factor: formatDecimal(factor) });
  return t('instruments.scoring.mean');
}

function Scale({ options }: { options: Option[] }) {
  const text = useText();
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {options.map((o) => (
        <li key={o.value}>{text(o.label)}</li>
      ))}
    </Box>
  );
}

/** An instrument's definition: what it measures, its items and answer scale, and how it is scored. */
export function InstrumentDefinition({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const text = useText();
  const itemsId = useId();
  const scoringId = useId();
  const unit = text(instrument.unit);
  const rule = useScoringRule(instrument);

  return (
    <Stack spacing={3}>
      <FactList>
        <Fact label={t('instruments.measures')}>{text(instrument.measures)}</Fact>
        <Fact label={t('instruments.region')}>{t(`instruments.regions.${instrument.region}`)}</Fact>
        <Fact label={t('instruments.items')}>
          {t('instruments.itemCount', { count: instrument.items.length })}
        </Fact>
        <Fact label={t('instruments.minutes')}>
          {t('instruments.minutesValue', { count: instrument.minutes })}
        </Fact>
        <Fact label={t('instruments.version')}>{instrument.version}</Fact>
      </FactList>

      <Paper component="section" aria-labelledby={itemsId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={itemsId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('instruments.definition.items')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {instrument.items.map((item) => (
            <li key={item.number} value={item.number}>
              {text(item.label)}
              {item.named ? ` ${t('instruments.definition.named')}` : null}
              {item.options ? <Scale options={item.options} /> : null}
            </li>
          ))}
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
          {instrument.items.some((item) => item.options)
            ? t('instruments.definition.scaleOthers')
            : t('instruments.definition.scale')}
        </Typography>
        <Scale options={instrument.options} />
      </Paper>

      <Paper component="section" aria-labelledby={scoringId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={scoringId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('instruments.definition.scoring')}
        </Typography>
        <FactList>
          <Fact label={t('instruments.definition.rule')}>
            {rule}{' '}
            {t('instruments.definition.minAnswered', {
              min: instrument.scoring.min_answered,
              of: instrument.items.length,
            })}
          </Fact>
          <Fact label={t('instruments.definition.range')}>
            {t('instruments.definition.rangeValue', {
              min: formatDecimal(instrument.range.min),
              max: formatDecimal(instrument.range.max),
              unit,
            })}{' '}
            · {t(instrument.higher_is_better ? 'instruments.higherIsBetter' : 'instruments.lowerIsBetter')}
          </Fact>
          <Fact label={t('instruments.definition.mcid')}>
            {t('instruments.mcid', { value: formatDecimal(instrument.mcid.value), unit })} ·{' '}
            {t('instruments.definition.source', { source: instrument.mcid.source })}
          </Fact>
        </FactList>
      </Paper>
    </Stack>
  );
}
