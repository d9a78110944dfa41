import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useMediaInit } from '../../src/media/media-init.ts';
import { MediaPlayerView } from '../../src/media/player.tsx';
import type { PropsOf } from '../../src/props.ts';
import { useReducedMotion } from '../../src/reduced-motion.ts';
import type { meta } from './meta.ts';
import { useFullVideoStarted, usePosterLoop } from './use-poster-loop.ts';

export type EmphasizedVideoProps = PropsOf<typeof meta>;

const C = 'vb-emphasized-video__';

/**
 * vb-emphasized-video: a muted poster loop (use-poster-loop.ts) under the kit's player view (src/media/player.tsx),
 * whose privacy facade is the large play button for the full video; the headline and body below.
 */
export function EmphasizedVideo(props: EmphasizedVideoProps) {
  const { element, tag } = useHost();
  const reducedMotion = useReducedMotion();
  const fullStarted = useFullVideoStarted(element);
  // The full video's view (MediaPlayerView) releases the players inside the block when it starts; the loop only waits.
  const startUp = useMediaInit(element, { noInit: props.noInit, initChildren: props.initChildren, started: false });
  const { controls, containerRef } = usePosterLoop({ element, tag, ...props, reducedMotion, stopped: fullStarted, startUp });
  const label = props.label || props.headline;
  const loopReady = controls.state.phase === 'ready' && !fullStarted;

  return (
    <div className={`${C}block`} part="block">
      <div className={`${C}stage`} part="stage">
        {props.poster && <img className={`${C}poster-image`} part="poster-image" src={props.poster} alt="" decoding="async" />}
        <div className={`${C}loop`} part="loop" ref={containerRef} aria-hidden="true" inert hidden={fullStarted} />
        <MediaPlayerView {...props} label={label} poster="" looping={false} load="click" />
        {loopReady && (
          <button type="button" className={`${C}loop-toggle`} part="loop-toggle" onClick={controls.toggle}>
            {/* On a narrow stage only the icon shows (the kit's player.css, as for a looping video); the words stay its name. */}
            <span className={`${C}loop-icon`} data-icon={controls.state.playing ? 'pause' : 'play'} aria-hidden="true" />
            <span className={`${C}loop-text`} data-loop-text="">
              {controls.state.playing ? props.loopPauseText : props.loopPlayText}
            </span>
          </button>
        )}
      </div>
      <div className={`${C}text`} part="text">
        <div className={`${C}headline`} part="headline">
          <Slot name="headline">{props.headline && <h2 className={`${C}heading`}>{props.headline}</h2>}</Slot>
        </div>
        <div className={`${C}body`} part="body">
          <Slot>{props.body && <p className={`${C}paragraph`}>{props.body}</p>}</Slot>
        </div>
      </div>
    </div>
  );
}
