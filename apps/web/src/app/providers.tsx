import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { styled, ThemeProvider } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { currentLocale } from '../lib/i18n';
import { buildTheme } from './theme';

// notistack's default colours fail WCAG AA contrast for white text; these pass (≥ 4.5:1).
const Notice = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a4100' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238' },
}));

const noticeComponents = { success: Notice, error: Notice, warning: Notice, info: Notice, default: Notice };

function CloseNotice({ id }: { id: string | number }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('app.close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : currentLocale();
  const theme = useMemo(() => buildTheme(locale), [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* Spec §1 and §9: top centre, at most two at once. */}
        <SnackbarProvider
          maxSnack={2}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          autoHideDuration={6000}
          Components={noticeComponents}
          action={(id) => <CloseNotice id={id} />}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
