/**
 * The server cluster layer's idle event (maps-toolkit spec section 9: 'Idle event after marker refresh
 * 100 ms'): raised after the refresh has drawn its markers, not used as the wait before asking. A small
 * engine double and a client double stand in for MapLibre and the service, so only the layer's timing is
 * measured.
 */
import { expect } from '@open-wc/testing';
import { createServerClusterLayer } from '../../../maps/clusters/server-layer.ts';
import type { ClusterLayer } from '../../../maps/clusters/types.ts';
import type { EngineView, MapEngine, MapEngineEvents } from '../../../maps/engines/types.ts';
import type { MapsClient } from '../../../maps/service/client.ts';
import type { Cluster } from '../../../maps/service/types.ts';

const VIEW: EngineView = {
  center: { latitude: 40.25, longitude: -111.66 },
  zoom: 12,
  bounds: { southWest: { latitude: 40.2, longitude: -111.7 }, northEast: { latitude: 40.3, longitude: -111.6 } },
  width: 600,
  height: 400,
};

function engineDouble(container: HTMLElement): MapEngine & { fire<K extends keyof MapEngineEvents>(type: K, detail: MapEngineEvents[K]): void } {
  const listeners = new Map<string, Set<(detail: unknown) => void>>();
  let view = VIEW;
  return {
    name: 'maplibre',
    container,
    minZoom: 0,
    maxZoom: 21,
    getView: () => view,
    setView: (next) => (view = { ...view, ...next }),
    fitBounds: () => undefined,
    project: (position) => ({
      x: (position.longitude - VIEW.bounds.southWest.longitude) * 6000,
      y: (VIEW.bounds.northEast.latitude - position.latitude) * 4000,
    }),
    unproject: () => VIEW.center,
    addMarker: (options) => {
      container.append(options.element);
      return { element: options.element, setPosition: () => undefined, setZIndex: () => undefined, remove: () => options.element.remove() };
    },
    addCallout: () => ({ setPosition: () => undefined, remove: () => undefined }),
    mapTypes: () => [],
    getMapType: () => '',
    setMapType: () => undefined,
    on: (type, listener) => {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (detail: unknown) => void);
      return () => set.delete(listener as (detail: unknown) => void);
    },
    fire: (type, detail) => {
      for (const listener of listeners.get(type) ?? []) listener(detail);
    },
    resize: () => undefined,
    destroy: () => undefined,
  };
}

const CLUSTERS: Cluster[] = [
  { coordinates: { latitude: 40.22, longitude: -111.65 }, count: 4, counts: [{ type: 'MEETINGHOUSE', count: 4 }] },
  { coordinates: { latitude: 40.28, longitude: -111.62 }, count: 2, counts: [{ type: 'MEETINGHOUSE', count: 2 }] },
];

describe('server cluster layer: idle after a marker refresh (spec section 9)', () => {
  let layer: ClusterLayer | undefined;
  let host: HTMLElement;
  let asked: number[];
  const client = {
    clusters: async () => {
      asked.push(performance.now());
      return CLUSTERS;
    },
  } as unknown as MapsClient;

  beforeEach(() => {
    asked = [];
    host = document.createElement('div');
    document.body.append(host);
  });
  /** Waits (up to 5 s, for a busy machine) until `done` holds. Timers never fire early, so only lower bounds are asserted. */
  async function until(done: () => boolean): Promise<void> {
    const end = performance.now() + 5000;
    while (!done() && performance.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  afterEach(() => {
    layer?.destroy();
    layer = undefined;
    host.remove();
  });

  it('raises idle 100 ms after the markers are drawn, once per refresh', async () => {
    const engine = engineDouble(host);
    layer = createServerClusterLayer({ engine, client, refreshOnCreate: false });
    let drawnAt = 0;
    const idles: number[] = [];
    layer.on('drawn', () => (drawnAt = performance.now()));
    layer.on('idle', ({ count }) => {
      idles.push(performance.now());
      expect(count).to.equal(2);
    });
    await layer.refresh();
    expect(drawnAt, 'drawn').to.be.greaterThan(0);
    expect(host.querySelectorAll('.vb-map__cluster').length).to.equal(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(idles, 'no idle before 100 ms').to.have.length(0);
    await until(() => idles.length > 0);
    expect(idles, 'one idle').to.have.length(1);
    expect(idles[0]! - drawnAt, 'idle waits 100 ms after drawing').to.be.at.least(95);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(idles, 'still one idle: once per refresh').to.have.length(1);
  });

  it('asks for clusters after its own debounce from a map idle, and the layer idle follows the drawing', async () => {
    const engine = engineDouble(host);
    layer = createServerClusterLayer({ engine, client, refreshOnCreate: false, debounceMs: 250 });
    const order: string[] = [];
    layer.on('drawn', () => order.push('drawn'));
    layer.on('idle', () => order.push('idle'));
    const mapIdleAt = performance.now();
    engine.setView({ zoom: 13 });
    engine.fire('idle', engine.getView());
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(asked, 'not asked before its own debounce').to.have.length(0);
    await until(() => order.includes('idle'));
    expect(asked, 'asked once').to.have.length(1);
    expect(asked[0]! - mapIdleAt, 'the request debounce is its own figure (250 here), not the 100 ms idle').to.be.at.least(245);
    expect(order).to.deep.equal(['drawn', 'idle']);
  });
});
