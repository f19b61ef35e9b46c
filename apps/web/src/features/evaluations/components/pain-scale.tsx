import { useId, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const scale = Array.from({ length: 11 }, (_, i) => i);

export interface PainScaleProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}

/**
 * One pain figure on the 0–10 numeric rating scale: a radio group of eleven buttons (the ARIA radio
 * pattern — Tab reaches the group, arrows, Home and End choose), wide enough to tap on a phone, the
 * value written out beside the legend, and «Não perguntado» to clear it (null).
 */
export function PainScale({ label, value, onChange, disabled }: PainScaleProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const hintId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value ?? 0;

  const choose = (next: number) => {
    const bounded = Math.min(10, Math.max(0, next));
    onChange(bounded);
    buttons.current[bounded]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Nothing chosen yet: focus rests on 0, and the arrows move on from it (WAI-ARIA radio group).
    const from = value ?? 0;
    const moves: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowUp: from + 1,
      ArrowLeft: value === null ? 0 : from - 1,
      ArrowDown: value === null ? 0 : from - 1,
      Home: 0,
      End: 10,
    };
    const next = moves[event.key];
    if (next === undefined || disabled) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Box
        component="legend"
        id={legendId}
        sx={{ p: 0, mb: 0.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}
      >
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography component="span" color={value === null ? 'text.secondary' : 'text.primary'}>
          {value === null ? t('evaluations.pain.notAsked') : t('evaluations.pain.value', { value })}
        </Typography>
      </Box>
      <Box
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', gap: 0.5 }}
      >
        {scale.map((n) => {
          const checked = value === n;
          return (
            <ButtonBase
              key={n}
              ref={(el: HTMLButtonElement | null) => {
                buttons.current[n] = el;
              }}
              role="radio"
              aria-checked={checked}
              tabIndex={n === focusable ? 0 : -1}
              disabled={disabled}
              onClick={() => choose(n)}
              sx={(theme) => ({
                flex: '1 1 0',
                minWidth: 24,
                height: 40,
                borderRadius: 1,
                border: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'primary.main' : 'background.paper',
                color: checked ? 'primary.contrastText' : 'text.primary',
                fontWeight: checked ? 700 : 400,
                '&.Mui-focusVisible': {
                  outline: `3px solid ${theme.palette.primary.dark}`,
                  outlineOffset: 2,
                },
                '&.Mui-disabled': { opacity: checked ? 0.8 : 0.5 },
              })}
            >
              {n}
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 0.5, gap: 1 }}>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('evaluations.pain.anchors')}
        </Typography>
        {disabled ? null : (
          <Button
            size="small"
            onClick={() => onChange(null)}
            disabled={value === null}
            aria-label={t('evaluations.pain.clearNamed', { label })}
          >
            {t('evaluations.pain.clear')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
