import { createTheme } from '@mui/material/styles';
import { ptPT } from '@mui/material/locale';
import type { Locale } from '../lib/i18n';

export function buildTheme(locale: Locale) {
  return createTheme(
    {
      palette: {
        primary: { main: '#00695c' },
        secondary: { main: '#37474f' },
        background: { default: '#f5f7f7' },
        // MUI's orange (#ed6c02) is 2.9:1 on white: a "Desmarcar" button in it was unreadable for many
        // (WCAG asks 4.5:1). This amber is 7.0:1, and white text on it as much.
        warning: { main: '#b45309' },
      },
      shape: { borderRadius: 8 },
      // Labels in sentence case, as Portuguese is written («Packs», «Novo paciente»), never MUI's
      // upper case on buttons, tabs and toggles (issue 43 §8).
      typography: { button: { textTransform: 'none' } },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // A chip's label is never cut ("Desmarcada pelo p…" in a narrow column on a phone): it wraps
        // onto a second line and the chip grows with it.
        MuiChip: {
          styleOverrides: {
            root: { height: 'auto', maxWidth: '100%' },
            sizeSmall: { minHeight: 24 },
            sizeMedium: { minHeight: 32 },
            label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere', paddingBlock: 2 },
          },
        },
      },
    },
    // MUI's own texts are English by default; Portuguese comes from its pt-PT locale.
    locale === 'pt' ? ptPT : {},
  );
}
