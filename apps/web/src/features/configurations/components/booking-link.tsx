import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Print from '@mui/icons-material/Print';
import { create } from 'qrcode';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { bookingPageUrl } from '../online-booking-form';
import { qrPath } from '../qr-path';

const margin = 4;

/** Printing shows only the poster: the QR code, the clinic's name and the link. */
const printOnlyPoster = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '#booking-poster, #booking-poster *': { visibility: 'visible' },
    '#booking-poster': { position: 'absolute', inset: 0, padding: '2cm', textAlign: 'center' },
    '#booking-poster svg': { width: '10cm', height: '10cm' },
  },
} as const;

/**
 * The saved page's link (copy, «Abrir») and its QR code drawn as SVG here (the qrcode library only
 * lays out the modules), with «Imprimir» for a poster. Loaded lazily: the library is not in the shell.
 */
export function BookingLink({ slug, enabled }: { slug: string | null; enabled: boolean }) {
  const { t } = useTranslation();
  const clinicName = useUser()?.tenant.name ?? '';
  const url = slug ? bookingPageUrl(window.location.origin, slug) : null;
  const qr = useMemo(() => {
    if (!url) return null;
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    return { path: qrPath(modules, margin), box: modules.size + 2 * margin };
  }, [url]);
  if (!url || !qr)
    return (
      <Alert severity="info" sx={{ mt: 3 }}>
        {t('configurations.booking.linkNone')}
      </Alert>
    );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('configurations.booking.copied'), 'success');
    } catch {
      notify(t('errors.unexpected'), 'error');
    }
  };
  return (
    <Box sx={{ mt: 3 }}>
      <GlobalStyles styles={printOnlyPoster} />
      {enabled ? null : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('configurations.booking.linkOff')}
        </Alert>
      )}
      <TextField
        label={t('configurations.booking.link')}
        value={url}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontSize: '0.9rem' } } }}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('configurations.booking.copy')}
        </Button>
        <Button startIcon={<OpenInNew />} href={url} target="_blank" rel="noopener">
          {t('configurations.booking.open')}
        </Button>
        <Button startIcon={<Print />} onClick={() => window.print()}>
          {t('configurations.booking.print')}
        </Button>
      </Stack>
      <Box id="booking-poster" sx={{ mt: 2 }}>
        <Typography variant="h5" component="p" sx={{ display: 'none', '@media print': { display: 'block' } }}>
          {t('configurations.booking.printTitle')}
        </Typography>
        <Typography sx={{ display: 'none', '@media print': { display: 'block', mb: 2 } }}>
          {clinicName}
        </Typography>
        <svg
          role="img"
          aria-label={t('configurations.booking.qr')}
          data-testid="booking-qr"
          viewBox={`0 0 ${qr.box} ${qr.box}`}
          width={200}
          height={200}
          shapeRendering="crispEdges"
        >
          <rect width={qr.box} height={qr.box} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
        <Typography sx={{ display: 'none', '@media print': { display: 'block', mt: 2 } }}>{url}</Typography>
      </Box>
    </Box>
  );
}
