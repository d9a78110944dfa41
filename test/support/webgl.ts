/**
 * A browser without WebGL, for the map engine's failure path (MapLibre cannot start): canvases refuse every webgl
 * context until the returned function restores them. Call it in a try whose finally restores.
 */
export function disableWebGL(): () => void {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, ...rest: unknown[]) {
    if (/webgl/.test(id)) return null;
    return (original as (this: HTMLCanvasElement, ...args: unknown[]) => RenderingContext | null).call(this, id, ...rest);
  } as typeof original;
  return () => {
    HTMLCanvasElement.prototype.getContext = original;
  };
}
