import { videoEmbedUrl } from '@clinica/contracts/interventions';
import { VideoFrame } from '../../../components/video-frame';

/**
 * The video of a YouTube or Vimeo link, through the privacy-enhanced player (youtube-nocookie, Vimeo
 * without tracking), 16:9. Nothing for a link that is not one of theirs.
 */
export function VideoPreview({ url, title }: { url: string; title: string }) {
  const src = videoEmbedUrl(url.trim());
  if (!src) return null;
  return <VideoFrame src={src} title={title} sx={{ maxWidth: 640, borderRadius: 1, overflow: 'hidden' }} />;
}
