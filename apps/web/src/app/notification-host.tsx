import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type SnackbarKey,
  type SnackbarOrigin,
} from 'notistack';
import { useTranslation } from 'react-i18next';
import { attachNoticeSink, subscribePageChanged } from '../lib/notify';

// notistack's default colours fail WCAG AA contrast for white text; these pass (≥ 4.5:1).
const Notice = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a4100' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238' },
}));

const components = { success: Notice, error: Notice, warning: Notice, info: Notice, default: Notice };

/** How long a notice stays on its own (issue 43 §6: "leaving on its own after a few seconds"). */
export const NOTICE_MS = 5000;
/**
 * A notice raised this shortly before the page changes belongs to the new page ("Gasto criado com
 * sucesso", then the expense opens): only older ones go with the page they were raised on.
 */
export const NOTICE_SURVIVES_PAGE_MS = 1500;

/**
 * Top centre (spec §1), except on a phone, where the top bar and the page's title fill the top of the
 * screen: there the notice sits at the bottom so it never covers them (issue 43 §6, decision 039).
 */
const phoneQuery = '(max-width: 599.95px)';
const top: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };
const bottom: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };
const origin = (): SnackbarOrigin =>
  typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches ? bottom : top;

function CloseNotice({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('app.close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function Sink() {
  useEffect(() => {
    // When each notice on screen was raised, to let the previous page's go when the page changes.
    const shown = new Map<SnackbarKey, number>();
    const detach = attachNoticeSink((notice) => {
      const id = enqueueSnackbar(notice.message, {
        variant: notice.variant ?? 'default',
        anchorOrigin: origin(),
        onExited: (_, key) => shown.delete(key),
        ...(notice.key ? { key: notice.key, preventDuplicate: true } : {}),
      });
      shown.set(id, Date.now());
    });
    const unsubscribe = subscribePageChanged(() => {
      const before = Date.now() - NOTICE_SURVIVES_PAGE_MS;
      for (const [id, at] of shown) if (at < before) closeSnackbar(id);
    });
    return () => {
      detach();
      unsubscribe();
    };
  }, []);
  return null;
}

/** Spec §1 and §9: at most two notifications at once, each leaving on its own. */
export default function NotificationHost() {
  return (
    <SnackbarProvider
      maxSnack={2}
      anchorOrigin={top}
      autoHideDuration={NOTICE_MS}
      Components={components}
      action={(id) => <CloseNotice id={id} />}
    >
      <Sink />
    </SnackbarProvider>
  );
}
