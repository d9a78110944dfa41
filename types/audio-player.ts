// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/audio-player/meta.ts';
import type { AudioPlayerEvents } from '../elements/audio-player/events.ts';

export type * from '../elements/audio-player/events.ts';
export { default } from '../elements/audio-player/define.ts';

/** Properties of <vb-audio-player>, each with its default when unset (from meta.ts). */
export type AudioPlayerProps = PropsOf<typeof meta>;

/** <vb-audio-player>: An audio file with its own controls: play/pause, back and forward 10 seconds, a seek bar usable by keyboard (the slider pattern) and the time as text. It stops at the end. Playing it pauses every other player on the page (videos too), and playing a video pauses it. */
export interface VbAudioPlayerElement extends HTMLElement, AudioPlayerProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-audio-player': VbAudioPlayerElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-audio-player-play': CustomEvent<AudioPlayerEvents['vb-audio-player-play']>;
    'vb-audio-player-pause': CustomEvent<AudioPlayerEvents['vb-audio-player-pause']>;
    'vb-audio-player-ended': CustomEvent<AudioPlayerEvents['vb-audio-player-ended']>;
    'vb-audio-player-buffering': CustomEvent<AudioPlayerEvents['vb-audio-player-buffering']>;
    'vb-audio-player-loadend': CustomEvent<AudioPlayerEvents['vb-audio-player-loadend']>;
    'vb-audio-player-seek': CustomEvent<AudioPlayerEvents['vb-audio-player-seek']>;
    'vb-audio-player-error': CustomEvent<AudioPlayerEvents['vb-audio-player-error']>;
  }
}
