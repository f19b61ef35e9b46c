import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { BodyRegion } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import { intensityColours } from './intensity-colour';
import { sortMarks } from './marks';
import { useBodyChartText } from './use-body-chart-text';

export interface MarkListProps {
  marks: readonly BodyChartMark[];
  /** Without these the list only reads (no buttons). */
  onEdit?: (region: BodyRegion, button: HTMLElement) => void;
  onRemove?: (region: BodyRegion) => void;
}

/** The marks as text, front then back: what a screen reader reads of the chart, and its edit/remove buttons. */
export function MarkList({ marks, onEdit, onRemove }: MarkListProps) {
  const { t } = useTranslation();
  const text = useBodyChartText();
  const headingId = useId();
  const sorted = sortMarks(marks);
  const editable = Boolean(onEdit && onRemove);

  // After a removal the focus stays at the same place in the list (or on the hint once it is empty).
  const [refocus, setRefocus] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refocus === null) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    (buttons[Math.min(refocus, buttons.length - 1)] ?? hint.current)?.focus();
    setRefocus(null);
  }, [refocus, marks]);

  if (sorted.length === 0)
    return (
      <Typography ref={hint} tabIndex={-1} variant="body2" color="text.secondary" sx={{ outline: 'none' }}>
        {editable ? t('evaluations.bodyChart.hint') : t('evaluations.bodyChart.noMarks')}
      </Typography>
    );

  return (
    <Box>
      <Typography id={headingId} variant="subtitle2" component="p">
        {t('evaluations.bodyChart.marks')}
      </Typography>
      <Box component="ul" ref={list} aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sorted.map((mark, index) => {
          const region = text.regionName(mark.region);
          return (
            <Box
              component="li"
              key={mark.region}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  flex: 'none',
                  borderRadius: '50%',
                  border: '1px solid',
                  borderColor: 'text.secondary',
                  bgcolor: intensityColours(mark.intensity).fill,
                }}
              />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                {text.markText(mark)}
              </Typography>
              {onEdit && onRemove ? (
                <>
                  <IconButton
                    aria-label={t('evaluations.bodyChart.editMark', { region })}
                    onClick={(event) => onEdit(mark.region, event.currentTarget)}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    data-remove
                    aria-label={t('evaluations.bodyChart.removeMarkNamed', { region })}
                    onClick={() => {
                      setRefocus(index);
                      onRemove(mark.region);
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
