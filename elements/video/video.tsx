import { MediaPlayerView } from '../../src/media/player.tsx';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type VideoProps = PropsOf<typeof meta>;

/** vb-video: the shared player view (src/media/player.tsx); its rules live in src/media/. */
export function Video(props: VideoProps) {
  return <MediaPlayerView {...props} />;
}
