import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  bodyViews,
  regionView,
  type BodyRegion,
  type BodyView,
} from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { BodyFigure } from './body-figure';
import { MarkDialog } from './mark-dialog';
import { MarkList } from './mark-list';
import { marksByRegion, putMark, removeMark } from './marks';
import { useBodyChartText } from './use-body-chart-text';
import { useRegionNavigation } from './use-region-navigation';

export interface BodyChartProps {
  value: BodyChartMark[];
  onChange?: (marks: BodyChartMark[]) => void;
  /** Drawn from the data only: no focusable regions, no dialog, no buttons in the list. */
  readOnly?: boolean;
  /** Prefix of the element ids, when a page shows more than one chart. */
  idPrefix?: string;
}

interface Editing {
  region: BodyRegion;
  /** The mark as it was when the dialog opened (it keeps its buttons while it fades out). */
  mark: BodyChartMark | undefined;
  open: boolean;
  /** The list's edit button that opened the dialog; the region itself otherwise. */
  opener: HTMLElement | null;
}

/**
 * The body chart of an objective evaluation: front and back side by side, pain marked per region with
 * an intensity (0–10) and a type, and the marks listed below as text. Each figure is one Tab stop;
 * arrow keys move between its regions and Enter (or a tap) opens the mark editor.
 */
export function BodyChart({ value, onChange, readOnly = false, idPrefix }: BodyChartProps) {
  const { t } = useTranslation();
  const text = useBodyChartText();
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const marks = marksByRegion(value);
  const editable = !readOnly && Boolean(onChange);
  const [editing, setEditing] = useState<Editing | null>(null);

  const open = (region: BodyRegion, opener: HTMLElement | null = null) =>
    setEditing({ region, mark: marks.get(region), open: true, opener });
  const navigation = { front: useRegionNavigation('front', open), back: useRegionNavigation('back', open) };
  const close = () => setEditing((current) => current && { ...current, open: false });
  const change = (marks: BodyChartMark[]) => onChange?.(marks);

  function afterClose() {
    if (!editing) return;
    if (editing.opener?.isConnected) editing.opener.focus();
    else navigation[regionView(editing.region)].focus(editing.region);
    setEditing(null);
  }

  const figure = (view: BodyView) => {
    const captionId = `${prefix}-${view}`;
    const nav = navigation[view];
    const sides = view === 'front' ? (['right', 'left'] as const) : (['left', 'right'] as const);
    return (
      <Box key={view} sx={{ flex: '1 1 0', minWidth: 136, maxWidth: 260 }}>
        <Typography id={captionId} variant="subtitle2" component="p" align="center">
          {t(`evaluations.bodyChart.views.${view}`)}
        </Typography>
        <BodyFigure
          view={view}
          marks={marks}
          numbers
          focused={editable ? nav.focused : null}
          svgProps={
            editable
              ? { role: 'group', 'aria-labelledby': captionId, 'aria-describedby': `${prefix}-keys` }
              : { 'aria-hidden': true, focusable: false }
          }
          regionProps={
            editable
              ? (region) => ({
                  ...nav.regionProps(region),
                  role: 'button',
                  'aria-label': text.regionLabel(region, marks.get(region)),
                  'aria-haspopup': 'dialog',
                  onClick: () => open(region),
                  style: { cursor: 'pointer', outline: 'none', WebkitTapHighlightColor: 'transparent' },
                })
              : undefined
          }
        />
        {/* The patient's sides under each figure (the region names say them too). */}
        <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', px: 1 }}>
          {sides.map((side) => (
            <Typography key={side} variant="caption" color="text.secondary">
              {t(`evaluations.bodyChart.sides.${side}`)}
            </Typography>
          ))}
        </Box>
      </Box>
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 1, sm: 4 }, mb: 2 }}>
        {bodyViews.map(figure)}
      </Box>
      {editable ? (
        <VisuallyHidden>
          <span id={`${prefix}-keys`}>{t('evaluations.bodyChart.keys')}</span>
        </VisuallyHidden>
      ) : null}
      <MarkList
        marks={value}
        onEdit={editable ? (region, button) => open(region, button) : undefined}
        onRemove={editable ? (region) => change(removeMark(value, region)) : undefined}
      />
      {editable && editing ? (
        <MarkDialog
          key={editing.region}
          open={editing.open}
          region={editing.region}
          mark={editing.mark}
          onSave={(mark) => {
            change(putMark(value, mark));
            close();
          }}
          onRemove={() => {
            change(removeMark(value, editing.region));
            close();
          }}
          onClose={close}
          onExited={afterClose}
        />
      ) : null}
    </Box>
  );
}
