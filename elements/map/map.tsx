import { useRef } from 'react';
import { useInView } from '../../src/hooks/use-in-view.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';
import { useClusterMap, useStartWhenSettled } from './use-cluster-map.ts';

/** Every prop from meta.ts; `zoom` is empty (null) until an author sets one, which meta's number type cannot say. */
export type MapProps = PropsOf<typeof meta>;

/**
 * A map starts loading when it comes within about one screen of the viewport: an engine costs a WebGL
 * context, a worker's parsing and seconds of drawing on a slow device, so maps further down wait.
 */
export const MAP_IN_VIEW_MARGIN_PX = 600;
/** ...and once its engine options have settled (use-cluster-map.ts). */
export { START_SETTLE_MS } from './use-cluster-map.ts';
/** Light-DOM class prefix (house rules). */
const C = 'vb-map__';

export function VbMap(props: MapProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const [inViewRef, inView] = useInView<HTMLDivElement>({ margin: MAP_IN_VIEW_MARGIN_PX });
  const go = useStartWhenSettled(props, inView);
  const { phase, refreshing } = useClusterMap(props, go, canvasRef, controlsRef);

  return (
    // The map region and its name are the engine's (MapLibre's focusable canvas): a second region here would repeat it.
    // Busy while it is about to load, loads, or redraws its markers; a map far below the fold is not.
    <div
      ref={inViewRef}
      className={`${C}frame`}
      part="frame"
      aria-busy={(phase === 'loading' && inView) || (phase === 'ready' && refreshing) ? 'true' : undefined}
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
