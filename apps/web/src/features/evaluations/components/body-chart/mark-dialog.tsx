import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { painTypes, type BodyRegion, type PainType } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import { useBodyChartText } from './use-body-chart-text';

export interface MarkDialogProps {
  open: boolean;
  region: BodyRegion;
  /** The region's current mark; without one the dialog adds a mark, starting with nothing chosen. */
  mark: BodyChartMark | undefined;
  onSave: (mark: BodyChartMark) => void;
  onRemove: () => void;
  onClose: () => void;
  /** After the closing transition: where the focus goes back. */
  onExited: () => void;
}

const scale = Array.from({ length: 11 }, (_, value) => value);

/**
 * Marks pain on one region: its intensity 0–10 and one or more types of pain. A new mark starts empty —
 * nothing is chosen for the physiotherapist — and is saved once both are given.
 */
export function MarkDialog({ open, region, mark, onSave, onRemove, onClose, onExited }: MarkDialogProps) {
  const { t } = useTranslation();
  const text = useBodyChartText();
  const [intensity, setIntensity] = useState<number | null>(mark?.intensity ?? null);
  const [types, setTypes] = useState<PainType[]>(mark?.types ?? []);
  const [tried, setTried] = useState(false);
  const titleId = useId();
  const intensityId = useId();
  const scaleId = useId();
  const intensityError = tried && intensity === null;
  const typesError = tried && types.length === 0;
  const toggle = (type: PainType, on: boolean) =>
    setTypes((current) => painTypes.filter((p) => (p === type ? on : current.includes(p))));
  const save = () => {
    setTried(true);
    if (intensity !== null && types.length > 0) onSave({ region, intensity, types });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
      slotProps={{
        transition: { onExited },
        // On a phone the dialog takes the width it needs for its three buttons on one line.
        paper: { sx: { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <DialogTitle id={titleId}>{text.regionName(region)}</DialogTitle>
      <DialogContent>
        {/* One group, named by its label: the buttons' own group (a fieldset around it would be a second). */}
        <FormControl error={intensityError} sx={{ width: '100%' }}>
          <FormLabel id={intensityId}>{t('evaluations.bodyChart.intensity')}</FormLabel>
          <ToggleButtonGroup
            exclusive
            value={intensity}
            onChange={(_, value: number | null) => value !== null && setIntensity(value)}
            aria-labelledby={intensityId}
            aria-describedby={scaleId}
            size="small"
            // Eleven buttons: one row on a desktop, two on a phone.
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
              gap: 0.5,
              mt: 1,
            }}
          >
            {scale.map((value) => (
              <ToggleButton
                key={value}
                value={value}
                aria-label={t('evaluations.bodyChart.intensityValue', { intensity: value })}
                sx={{
                  minHeight: 40,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '4px !important',
                  // The chosen value stands out by more than a shade of grey.
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  },
                }}
              >
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormHelperText id={scaleId} sx={{ mx: 0 }}>
            {intensityError
              ? t('evaluations.bodyChart.intensityRequired')
              : t('evaluations.bodyChart.intensityScale')}
          </FormHelperText>
        </FormControl>
        <FormControl component="fieldset" error={typesError} sx={{ mt: 2 }}>
          <FormLabel component="legend">{t('evaluations.bodyChart.types')}</FormLabel>
          <FormGroup>
            {painTypes.map((value) => (
              <FormControlLabel
                key={value}
                control={
                  <Checkbox
                    checked={types.includes(value)}
                    onChange={(event) => toggle(value, event.target.checked)}
                  />
                }
                label={text.painType(value)}
              />
            ))}
          </FormGroup>
          {typesError ? (
            <FormHelperText sx={{ mx: 0 }}>{t('evaluations.contract.noPainType')}</FormHelperText>
          ) : null}
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {mark ? (
          <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
            {t('evaluations.bodyChart.removeMark')}
          </Button>
        ) : null}
        {/* Cancel and save stay together on the right when a phone wraps the row. */}
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button onClick={onClose}>{t('editing.cancel')}</Button>
          <Button variant="contained" onClick={save}>
            {t('editing.save')}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
