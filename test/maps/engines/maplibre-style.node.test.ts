/**
 * The MapLibre engine's service style, made ready for MapLibre's worker: GeoJSON URLs absolute, below the
 * client's proxy or service path, and signed with the client's token (maps-toolkit spec section 7).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveStyle } from '../../../maps/engines/maplibre/style.ts';
import { MapsClient } from '../../../maps/service/client.ts';
import type { MapSource } from '../../../maps/service/types.ts';

const PAGE = 'https://www.example.org/meetinghouses/';
const silent = { warn: () => {} };

function source(data: Record<string, string | object>): MapSource {
  return {
    id: 'ROAD',
    provider: 'INTERNAL',
    style: {
      version: 8,
      sources: {
        ...Object.fromEntries(Object.entries(data).map(([name, value]) => [name, { type: 'geojson', data: value }])),
        tiles: { type: 'vector', url: 'https://tiles.example.org/v.json' },
      },
      layers: [],
    },
  };
}

const dataOf = (style: ReturnType<typeof resolveStyle>, name: string) => (style.sources[name] as { data: unknown }).data;

describe('MapLibre service style', () => {
  test('path URLs below the proxy mount become absolute and signed by the client', () => {
    const client = new MapsClient({ logger: silent, token: ({ path }) => `signed:${path}` });
    const styleUrl = client.url('/maps/sources/INTERNAL/ROAD');
    const style = resolveStyle(source({ land: '/api/maps-proxy/v2/maps/sources/INTERNAL/data/land.geojson' }), styleUrl, client, PAGE);
    assert.equal(
      dataOf(style, 'land'),
      'https://www.example.org/api/maps-proxy/v2/maps/sources/INTERNAL/data/land.geojson?token=signed%3A%2Fmaps%2Fsources%2FINTERNAL%2Fdata%2Fland.geojson',
    );
  });

  test('a relative URL resolves against the style address, and the service path works as the proxy does', () => {
    const client = new MapsClient({ logger: silent, useProxy: false, origin: 'https://maps.example.org' });
    const styleUrl = client.url('/maps/sources/INTERNAL/LIGHT');
    const style = resolveStyle(source({ states: 'data/states.geojson' }), styleUrl, client, PAGE);
    assert.equal(dataOf(style, 'states'), 'https://maps.example.org/api/maps/v2/maps/sources/INTERNAL/data/states.geojson');
  });

  test('other URLs, inline GeoJSON and other sources are left as they are; the original answer is not changed', () => {
    const client = new MapsClient({ logger: silent, token: 't0k' });
    const inline = { type: 'FeatureCollection', features: [] };
    const answer = source({ elsewhere: 'https://cdn.example.net/land.geojson', inline });
    const style = resolveStyle(answer, client.url('/maps/sources/INTERNAL/ROAD'), client, PAGE);
    assert.equal(dataOf(style, 'elsewhere'), 'https://cdn.example.net/land.geojson');
    assert.deepEqual(dataOf(style, 'inline'), inline);
    assert.deepEqual(style.sources.tiles, { type: 'vector', url: 'https://tiles.example.org/v.json' });
    const original = (answer.style as { sources: Record<string, { data: unknown }> }).sources;
    assert.equal(original.elsewhere!.data, 'https://cdn.example.net/land.geojson');
  });

  test('an answer without a version 8 style is an error naming the source', () => {
    const client = new MapsClient({ logger: silent });
    assert.throws(() => resolveStyle({ id: 'ROAD', provider: 'INTERNAL' }, '/x', client, PAGE), /no MapLibre style for INTERNAL:ROAD/);
    assert.throws(() => resolveStyle({ id: 'ROAD', provider: 'INTERNAL', style: { version: 7 } }, '/x', client, PAGE), /INTERNAL:ROAD/);
  });
});
