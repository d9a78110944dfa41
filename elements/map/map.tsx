import { useRef } from 'react';
import { ENGINE_START_MARGIN_PX } from '../../maps/engines/start-margin.ts';
import { useNearAndIdle } from '../../src/hooks/use-near-and-idle.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';
import { useClusterMap, useStartWhenSettled } from './use-cluster-map.ts';

/** Every prop from meta.ts; `zoom` is empty (null) until an author sets one, which meta's number type cannot say. */
export type MapProps = PropsOf<typeof meta>;

/**
 * A map starts loading when it comes within this distance of the viewport (0: once it is in view) and the main
 * thread is then idle (src/hooks/use-near-and-idle.ts): an engine costs 1 MB of script, a WebGL context, a
 * worker's parsing and seconds of drawing on a slow device, so maps further down wait and the page around a map
 * is usable first. Until then the map's box (its final size, from the pre-upgrade sheet on) is the placeholder.
 * The finder's map uses the same margin (maps/engines/start-margin.ts says why it is 0).
 */
export const MAP_IN_VIEW_MARGIN_PX = ENGINE_START_MARGIN_PX;
/** ...and once its engine options have settled (use-cluster-map.ts). */
export { START_SETTLE_MS } from './use-cluster-map.ts';
/** Light-DOM class prefix (house rules). */
const C = 'vb-map__';

export function VbMap(props: MapProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const { near, ready } = useNearAndIdle(frameRef, { margin: MAP_IN_VIEW_MARGIN_PX });
  const go = useStartWhenSettled(props, ready);
  const { phase, refreshing } = useClusterMap(props, go, canvasRef, controlsRef);

  return (
    // The map region and its name are the engine's (MapLibre's focusable canvas): a second region here would repeat it.
    // Busy while it is about to load, loads, or redraws its markers; a map far below the fold is not.
    <div
      ref={frameRef}
      className={`${C}frame`}
      part="frame"
      aria-busy={(phase === 'loading' && near) || (phase === 'ready' && refreshing) ? 'true' : undefined}
    >
      <div ref={canvasRef} className={`${C}canvas`} part="canvas" />
      <div ref={controlsRef} className={`${C}overlay`} part="controls" />
      <p className={`${C}status`} part="status" role="status">
        {phase === 'loading' && go ? props.loadingText : ''}
      </p>
      {phase === 'error' ? (
        <p className={`${C}error`} part="error" role="alert">
          {props.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
