import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useTranslation } from 'react-i18next';
import type { EvaluationSummary, EvaluationType } from '@clinica/contracts/evaluations';
import { usePreviousEvaluation } from '../hooks/use-previous-evaluation';
import { PreviousEvaluationBody, usePreviousTitle } from './previous-evaluation-panel';

export interface PreviousEvaluationProps {
  patientId: string | undefined;
  type: EvaluationType;
  /** This session's start. */
  before: string | undefined;
  children: ReactNode;
}

/**
 * «Ver avaliação anterior»: the patient's previous evaluation of the same type beside this one — a
 * second column on a wide screen, a full-screen dialog on a phone. The page (`children`) keeps its
 * place in the tree either way, so opening the panel never resets a form being written.
 */
export function WithPreviousEvaluation({ patientId, type, before, children }: PreviousEvaluationProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { previous, loading } = usePreviousEvaluation({ patientId, type, before });
  const hintId = useId();
  const panelId = useId();
  const side = open && !narrow && previous !== null;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<HistoryOutlined />}
          onClick={() => setOpen((o) => !o)}
          disabled={!previous}
          aria-expanded={narrow ? undefined : side}
          aria-controls={side ? panelId : undefined}
          aria-describedby={previous || loading ? undefined : hintId}
        >
          {side ? t('evaluations.previous.hide') : t('evaluations.previous.show')}
        </Button>
        {previous || loading ? null : (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t('evaluations.previous.none')}
          </Typography>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: side ? 7 : 12 }}>{children}</Grid>
        {side ? (
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper
              variant="outlined"
              component="aside"
              id={panelId}
              sx={{ p: 2, position: 'sticky', top: 80, maxHeight: 'calc(100vh - 96px)', overflow: 'auto' }}
            >
              <PanelTitle summary={previous} onClose={() => setOpen(false)} />
              <PreviousEvaluationBody summary={previous} />
            </Paper>
          </Grid>
        ) : null}
      </Grid>
      {narrow && previous ? (
        <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby={`${panelId}-title`}>
          <DialogTitle id={`${panelId}-title`} component="div" sx={{ p: 0 }}>
            <Box sx={{ px: 2, pt: 2 }}>
              <PanelTitle summary={previous} onClose={() => setOpen(false)} />
            </Box>
          </DialogTitle>
          {/* Focusable: the content scrolls, and a keyboard must be able to scroll it (WCAG 2.1.1). */}
          <DialogContent tabIndex={0} role="region" aria-labelledby={`${panelId}-title`}>
            <PreviousEvaluationBody summary={previous} />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

function PanelTitle({ summary, onClose }: { summary: EvaluationSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const title = usePreviousTitle(summary);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <IconButton onClick={onClose} aria-label={t('evaluations.previous.close')}>
        <Close />
      </IconButton>
    </Stack>
  );
}
