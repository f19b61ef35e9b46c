import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TotalFigure {
  key: string;
  label: string;
  value: string;
  /** The figure that matters most (bold). */
  strong?: boolean;
}

/** A list's totals of the whole filtered set: a titled section of label/value pairs (a `dl`). */
export function TotalsPanel(props: {
  id: string;
  title: string;
  figures: TotalFigure[];
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={props.id} sx={{ p: 2 }}>
      <Typography id={props.id} variant="subtitle2" component="h2" color="text.secondary">
        {props.title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
        }}
      >
        {props.figures.map((f) => (
          <div key={f.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: f.strong ? 700 : 400 }} data-total={f.key}>
              {f.value}
            </Typography>
          </div>
        ))}
      </Box>
      {props.children}
    </Paper>
  );
}

/**
 * In place of a list's totals when its filters hold no closed period: the money totals are summed only
 * over one (issue 41), and «Ver este mês» sets it.
 */
export function TotalsNeedRange(props: { id: string; title: string; onThisMonth: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={props.id} sx={{ p: 2 }}>
      <Typography id={props.id} variant="subtitle2" component="h2" color="text.secondary">
        {props.title}
      </Typography>
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2">{t('lists.totalsNeedRange')}</Typography>
        <Button size="small" onClick={props.onThisMonth}>
          {t('lists.thisMonth')}
        </Button>
      </Box>
    </Paper>
  );
}
