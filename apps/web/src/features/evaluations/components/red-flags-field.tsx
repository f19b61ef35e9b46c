import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { redFlags, type RedFlag } from '@clinica/contracts/evaluation-catalogue';
import type { SubjectiveContent } from '@clinica/contracts/evaluations';
import type { RedFlagAnswer, SubjectiveFormValues } from '../subjective-form';
import { RedFlagChips } from './red-flag-chips';

const choices: readonly RedFlagAnswer[] = ['yes', 'no', ''];
const choiceKey = { yes: 'yes', no: 'no', '': 'notAsked' } as const;

/**
 * The red-flag screening: each question answered Sim, Não or left not asked. A «Sim» stands out at once —
 * its row turns red with a «Positivo» chip, and an alert above lists every positive answer.
 */
export function RedFlagsField({
  control,
  disabled,
}: {
  control: Control<SubjectiveFormValues, unknown, SubjectiveContent>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const answers = useWatch({ control, name: 'red_flags' });
  const positive = redFlags.filter((flag) => answers?.[flag] === 'yes');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ p: 0 }}>
        {t('evaluations.subjective.sections.redFlags')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('evaluations.subjective.redFlagsHint')}
      </Typography>
      {positive.length > 0 ? (
        <Alert severity="error" icon={<ReportProblemOutlined />} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('evaluations.redFlagsPositive', { count: positive.length })}
          </Typography>
          <RedFlagChips flags={positive} />
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {redFlags.map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={`red_flags.${flag}`}
            render={({ field }) => (
              <FlagQuestion flag={flag} value={field.value} onChange={field.onChange} disabled={disabled} />
            )}
          />
        ))}
      </Box>
    </Box>
  );
}

function FlagQuestion({
  flag,
  value,
  onChange,
  disabled,
}: {
  flag: RedFlag;
  value: RedFlagAnswer;
  onChange: (value: RedFlagAnswer) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const yes = value === 'yes';
  return (
    <Box
      component="fieldset"
      disabled={disabled}
      sx={{
        m: 0,
        px: 1.5,
        py: 0.5,
        minWidth: 0,
        border: yes ? 2 : 1,
        borderColor: yes ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: yes ? 'rgba(211, 47, 47, 0.06)' : undefined,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        columnGap: 2,
      }}
    >
      <Box
        component="legend"
        sx={{ float: 'left', p: 0, pt: 0.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <span>{t(`evaluations.redFlags.${flag}`)}</span>
        {yes ? (
          <Chip
            size="small"
            color="error"
            icon={<ReportProblemOutlined aria-hidden />}
            label={t('evaluations.positive')}
          />
        ) : null}
      </Box>
      <RadioGroup row value={value} onChange={(_, next) => onChange(next as RedFlagAnswer)}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice || 'not-asked'}
            value={choice}
            disabled={disabled}
            control={<Radio size="small" color={choice === 'yes' ? 'error' : 'primary'} />}
            label={t(`evaluations.redFlagAnswers.${choiceKey[choice]}`)}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
