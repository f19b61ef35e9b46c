import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { painTypes, type BodyRegion, type PainType } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import { useBodyChartText } from './use-body-chart-text';

export interface MarkDialogProps {
  open: boolean;
  region: BodyRegion;
  /** The region's current mark; without one the dialog adds a mark (intensity 5, sharp). */
  mark: BodyChartMark | undefined;
  onSave: (mark: BodyChartMark) => void;
  onRemove: () => void;
  onClose: () => void;
  /** After the closing transition: where the focus goes back. */
  onExited: () => void;
}

const scaleMarks = Array.from({ length: 11 }, (_, value) => ({ value, label: String(value) }));

/** Marks pain on one region: intensity 0–10 and the type of pain. */
export function MarkDialog({ open, region, mark, onSave, onRemove, onClose, onExited }: MarkDialogProps) {
  const { t } = useTranslation();
  const text = useBodyChartText();
  const [intensity, setIntensity] = useState(mark?.intensity ?? 5);
  const [type, setType] = useState<PainType>(mark?.type ?? 'sharp');
  const titleId = useId();
  const intensityId = useId();
  const scaleId = useId();

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
        <Typography component="p" variant="subtitle2">
          <span id={intensityId}>{t('evaluations.bodyChart.intensity')}</span>
          {/* The slider announces its own value; this one is for the eye. */}
          <span aria-hidden="true">: {t('evaluations.bodyChart.intensityValue', { intensity })}</span>
        </Typography>
        <Box sx={{ px: 1.5, pt: 4 }}>
          <Slider
            value={intensity}
            onChange={(_, value) => setIntensity(value)}
            min={0}
            max={10}
            step={1}
            marks={scaleMarks}
            valueLabelDisplay="auto"
            aria-labelledby={intensityId}
            aria-describedby={scaleId}
            getAriaValueText={(value) => t('evaluations.bodyChart.intensityValue', { intensity: value })}
          />
        </Box>
        <Typography id={scaleId} variant="caption" color="text.secondary" component="p">
          {t('evaluations.bodyChart.intensityScale')}
        </Typography>
        <FormControl component="fieldset" sx={{ mt: 2 }}>
          <FormLabel component="legend">{t('evaluations.bodyChart.type')}</FormLabel>
          <RadioGroup value={type} onChange={(event) => setType(event.target.value as PainType)}>
            {painTypes.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={text.painType(value)} />
            ))}
          </RadioGroup>
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
          <Button variant="contained" onClick={() => onSave({ region, intensity, type })}>
            {t('editing.save')}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
