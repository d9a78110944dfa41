import { MediaPlayerView } from '../../src/media/player.tsx';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type MediaPlayerProps = PropsOf<typeof meta>;

/** vb-media-player: the shared player view (src/media/player.tsx); its rules live in src/media/. */
export function MediaPlayer(props: MediaPlayerProps) {
  return <MediaPlayerView {...props} />;
}
