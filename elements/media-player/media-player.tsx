import { MediaPlayerView, type MediaPlayerProps as ViewProps } from '../../src/media/player.tsx';

export type MediaPlayerProps = ViewProps;

/** vb-media-player: the shared player view (src/media/player.tsx); its rules live in src/media/. */
export function MediaPlayer(props: MediaPlayerProps) {
  return <MediaPlayerView {...props} />;
}
