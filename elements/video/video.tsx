import { MediaPlayerView, type MediaPlayerProps } from '../../src/media/player.tsx';

export type VideoProps = MediaPlayerProps;

/** vb-video: the shared player view (src/media/player.tsx); its rules live in src/media/. */
export function Video(props: VideoProps) {
  return <MediaPlayerView {...props} />;
}
