/**
 * The offline basemap (`GET /maps/sources/INTERNAL/{ROAD|LIGHT}`): a MapLibre style (version 8) whose
 * sources are GeoJSON built from Natural Earth data packages (basemap-data.ts). Each layer is built once,
 * on its first request, in the maps worker thread, and kept with its gzip and ETag, so a map costs one
 * small JSON style and three cacheable files (sizes in demo/server/README.md).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { MapProvider, MapType } from '../../../maps/geo/enums.ts';
import { BASEMAP_LAYERS, type BasemapLayer } from './basemap-data.ts';
import { thumbnailSvg, type ThumbnailPaths } from './basemap-thumbnail.ts';
import { offload } from './offload.ts';

export { BASEMAP_LAYERS, COORDINATE_DECIMALS, SIMPLIFY_TOLERANCE_DEG, type BasemapLayer } from './basemap-data.ts';

const gzip = promisify(gzipCallback);

export const BASEMAP_PROVIDER = MapProvider.INTERNAL;
/** The two offline types: the map-type control needs two real types to switch between. */
export const BASEMAP_TYPES = [MapType.ROAD, 'LIGHT'] as const;
export type BasemapType = (typeof BASEMAP_TYPES)[number];
/** Browsers keep the style and data a day; the ETag makes the revalidation after that free. */
export const BASEMAP_CACHE_CONTROL = 'public, max-age=86400';
/** Natural Earth's terms ask for no more than this credit (public domain); MapLibre shows it nowhere, our legal control does. */
export const BASEMAP_ATTRIBUTION = 'Natural Earth (public domain), via world-atlas and us-atlas';

interface Palette {
  water: string;
  land: string;
  coast: string;
  border: string;
  state: string;
}

/** ROAD looks like a road map (light land, blue water, grey borders); LIGHT is the pale backdrop for busy data. */
const PALETTES: Record<BasemapType, Palette> = {
  ROAD: { water: '#aad3df', land: '#f2efe9', coast: '#8fb8c9', border: '#8c8a99', state: '#b3b0bd' },
  LIGHT: { water: '#e6eef1', land: '#fbfbf9', coast: '#d3e0e5', border: '#c9c9cf', state: '#dedee3' },
};

const NAMES: Record<BasemapType, string> = { ROAD: 'Road', LIGHT: 'Light' };

export interface BuiltLayer {
  json: string;
  gzip: Buffer;
  etag: string;
}

const built = new Map<BasemapLayer, Promise<BuiltLayer>>();

/** The layer's GeoJSON text, gzip and ETag: built on first use in the worker thread (gzip in libuv's pool), then cached. */
export function basemapLayer(layer: BasemapLayer): Promise<BuiltLayer> {
  let found = built.get(layer);
  if (!found) {
    found = (async () => {
      const json = await offload('basemapJson', layer);
      const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
      return { json, gzip: await gzip(json, { level: 9 }), etag };
    })();
    // A failed build is not cached: the next request tries again.
    found.catch(() => built.delete(layer));
    built.set(layer, found);
  }
  return found;
}

/** Forgets the built layers (tests measure a cold build). */
export function resetBasemapCache(): void {
  built.clear();
  thumbnails.clear();
  thumbnailPaths = undefined;
}

let thumbnailPaths: Promise<ThumbnailPaths> | undefined;
const thumbnails = new Map<BasemapType, { svg: string; etag: string }>();

/** The type's picture (North America in its colours) for `/maps/sources/INTERNAL/{id}/legend`: built once, then cached. */
export async function basemapThumbnail(type: BasemapType): Promise<{ svg: string; etag: string }> {
  const cached = thumbnails.get(type);
  if (cached) return cached;
  if (!thumbnailPaths) {
    thumbnailPaths = offload('basemapThumbnailPaths');
    thumbnailPaths.catch(() => (thumbnailPaths = undefined));
  }
  const svg = thumbnailSvg(await thumbnailPaths, PALETTES[type], `${NAMES[type]} map`);
  const found = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
  thumbnails.set(type, found);
  return found;
}

export function isBasemapType(id: string): id is BasemapType {
  return (BASEMAP_TYPES as readonly string[]).includes(id);
}

export function isBasemapLayer(id: string): id is BasemapLayer {
  return (BASEMAP_LAYERS as readonly string[]).includes(id);
}

/** What the style's sources point at, below the service's version root (e.g. /api/maps/v2). */
export function basemapDataPath(layer: BasemapLayer): string {
  return `/maps/sources/${BASEMAP_PROVIDER}/data/${layer}.geojson`;
}

/** Thin lines stay visible when zoomed out and grow as the map zooms in. */
function width(at2: number, at10: number): unknown {
  return ['interpolate', ['linear'], ['zoom'], 2, at2, 10, at10];
}

/**
 * The answer of `GET /maps/sources/INTERNAL/{id}`: the client's `MapSource` shape (id, provider, mapType,
 * name) around a MapLibre style (version 8) whose GeoJSON URLs start at `base` (the mount the call came
 * through, so a proxied client fetches the data through the proxy too). No symbol layers: there are no
 * glyphs offline.
 */
export function basemapSource(type: BasemapType, base: string): Record<string, unknown> {
  const colours = PALETTES[type];
  const source = (layer: BasemapLayer) => ({
    type: 'geojson',
    data: `${base}${basemapDataPath(layer)}`,
    attribution: BASEMAP_ATTRIBUTION,
    // Tiles are cut up to zoom 10 and overzoomed after: the 50m data has no more detail to show.
    maxzoom: 10,
    tolerance: 0.5,
  });
  return {
    id: type,
    provider: BASEMAP_PROVIDER,
    // The spec's MapType has no LIGHT: the light type is a restyled road map.
    mapType: MapType.ROAD,
    name: NAMES[type],
    attribution: BASEMAP_ATTRIBUTION,
    style: {
      version: 8,
      name: `Visitor Blocks ${NAMES[type]}`,
      sources: { land: source('land'), borders: source('borders'), states: source('states') },
      layers: [
        { id: 'water', type: 'background', paint: { 'background-color': colours.water } },
        { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land, 'fill-antialias': true } },
        { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': colours.coast, 'line-width': width(0.5, 1.2) } },
        { id: 'states', type: 'line', source: 'states', minzoom: 2, paint: { 'line-color': colours.state, 'line-width': width(0.4, 1.2) } },
        {
          id: 'borders',
          type: 'line',
          source: 'borders',
          layout: { 'line-join': 'round' },
          paint: { 'line-color': colours.border, 'line-width': width(0.6, 1.8) },
        },
      ],
    },
  };
}
