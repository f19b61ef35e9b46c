import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';

export interface PainNumbers {
  pain_now: number | null;
  pain_best: number | null;
  pain_worst: number | null;
}

/** «Agora 6 · Melhor 2 · Pior 8» — the figures asked, in one line; nothing when none was. */
export function PainFigures({ pain, ...props }: { pain: PainNumbers } & TypographyProps) {
  const { t } = useTranslation();
  const parts = (
    [
      ['now', pain.pain_now],
      ['best', pain.pain_best],
      ['worst', pain.pain_worst],
    ] as const
  )
    .filter(([, value]) => value !== null)
    .map(([key, value]) => t(`evaluations.pain.figures.${key}`, { value }));
  if (parts.length === 0) return null;
  return (
    <Typography {...props}>
      <VisuallyHidden>{`${t('evaluations.pain.title')}: `}</VisuallyHidden>
      {parts.join(' · ')}
    </Typography>
  );
}
