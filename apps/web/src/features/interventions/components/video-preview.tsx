import Box from '@mui/material/Box';
import { videoEmbedUrl } from '@clinica/contracts/interventions';

/**
 * The video of a YouTube or Vimeo link, through the privacy-enhanced player (youtube-nocookie, Vimeo
 * without tracking), 16:9. Nothing for a link that is not one of theirs.
 */
export function VideoPreview({ url, title }: { url: string; title: string }) {
  const src = videoEmbedUrl(url.trim());
  if (!src) return null;
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 640, aspectRatio: '16 / 9' }}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 4 }}
      />
    </Box>
  );
}
