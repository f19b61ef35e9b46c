import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An embedded video player (the privacy-enhanced YouTube / Vimeo address the contracts derive), 16:9 at
 * any width, loaded only when scrolled to, full screen allowed. `title` names it for screen readers.
 */
export function VideoFrame({ src, title, sx }: { src: string; title: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        { position: 'relative', width: '100%', aspectRatio: '16 / 9' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
