/**
 * A service style made ready for MapLibre. MapLibre fetches GeoJSON in its worker, where a path-only URL
 * has no page to resolve against, and the maps client's signed token would be missing: every GeoJSON URL
 * is made absolute against the address the style came from, and signed by the client when it is below the
 * client's base (the reference service answers paths below the mount it was called on).
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { MapsClient } from '../../service/client.ts';
import type { MapSource } from '../../service/types.ts';

export function resolveStyle(source: MapSource, styleUrl: string, client: Pick<MapsClient, 'baseUrl' | 'url'>, page: string): StyleSpecification {
  const style = structuredClone(source.style) as StyleSpecification | undefined;
  if (!style || typeof style !== 'object' || style.version !== 8)
    throw new Error(`The maps service answered no MapLibre style for ${source.provider}:${source.id}.`);
  const base = new URL(client.baseUrl, page).href;
  const from = new URL(styleUrl, page);
  for (const spec of Object.values(style.sources)) {
    if (spec.type !== 'geojson' || typeof spec.data !== 'string') continue;
    const absolute = new URL(spec.data, from).href;
    spec.data = absolute.startsWith(`${base}/`) ? new URL(client.url(absolute.slice(base.length)), page).href : absolute;
  }
  return style;
}
