/**
 * A map's engine starts when the map is in the viewport (0 px margin; then once the main thread is idle:
 * src/hooks/use-near-and-idle.ts), not before. Starting costs a phone seconds of main-thread work: the
 * engine's megabyte of script, a WebGL context, and a blocking draw of every frame until the basemap has
 * arrived. A map below the first screen (the map page's second example, the finder's map under its search
 * and results count) cost every visitor that, and most never scroll to it; a visitor who does sees the map's
 * placeholder box, at its final size, for the moment the engine takes. (It was 200 px, and 600 px before that.)
 * `vb-map` and the finder both start their engines by this one margin (its own file: the map element's first
 * chunk imports it without the engine chooser).
 */
export const ENGINE_START_MARGIN_PX = 0;
