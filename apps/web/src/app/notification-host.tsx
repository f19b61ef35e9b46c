import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useTranslation } from 'react-i18next';
import { attachNoticeSink } from '../lib/notify';

// notistack's default colours fail WCAG AA contrast for white text; these pass (≥ 4.5:1).
const Notice = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a4100' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238' },
}));

const components = { success: Notice, error: Notice, warning: Notice, info: Notice, default: Notice };

function CloseNotice({ id }: { id: string | number }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('app.close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function Sink() {
  useEffect(
    () =>
      attachNoticeSink((notice) => {
        enqueueSnackbar(notice.message, {
          variant: notice.variant ?? 'default',
          ...(notice.key ? { key: notice.key, preventDuplicate: true } : {}),
        });
      }),
    [],
  );
  return null;
}

/** Spec §1 and §9: notifications at top centre, at most two at once. */
export default function NotificationHost() {
  return (
    <SnackbarProvider
      maxSnack={2}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={6000}
      Components={components}
      action={(id) => <CloseNotice id={id} />}
    >
      <Sink />
    </SnackbarProvider>
  );
}
