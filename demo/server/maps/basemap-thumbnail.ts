/**
 * A basemap type's picture (`GET /maps/sources/INTERNAL/{id}/legend`, the client's `sourceLegendUrl`): North
 * America in Web Mercator, drawn as SVG in the type's own colours from the same Natural Earth data (110m
 * land and borders, us-atlas states). The map-type control shows it as the overview thumbnail of the type a
 * press leads to. A few KB; the paths are built once in the maps worker, each type's SVG once from them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiLineString, MultiPolygon, Polygon, Position as GeoPosition } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

/** Square, as the overview control shows it (72 CSS px, so 96 keeps it sharp on most screens). */
export const THUMBNAIL_SIZE_PX = 96;
/** The area shown: the contiguous US with Canada and Mexico, square in Web Mercator. */
const WEST = -130;
const EAST = -60;
const NORTH = 62;
/** Points closer than this (pixels) to the simplified line are dropped. */
const TOLERANCE_PX = 0.35;

export interface ThumbnailColours {
  water: string;
  land: string;
  coast: string;
  border: string;
  state: string;
}

type Point = [number, number];

const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
const scale = THUMBNAIL_SIZE_PX / (EAST - WEST);
const top = mercatorY(NORTH);
const radiansToPx = scale * (180 / Math.PI);

function project([longitude, latitude]: GeoPosition): Point {
  return [(longitude! - WEST) * scale, (top - mercatorY(Math.max(-85, Math.min(85, latitude!)))) * radiansToPx];
}

function simplify(points: Point[]): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  const last = points.length - 1;
  keep[0] = 1;
  keep[last] = 1;
  const stack: Array<[number, number]> = [[0, last]];
  const [sx, sy] = points[0]!;
  if (sx === points[last]![0] && sy === points[last]![1]) {
    // A ring starts and ends on one point: split it at its farthest point, or it collapses to nothing.
    let far = 1;
    for (let i = 2; i < last; i++) if (Math.hypot(points[i]![0] - sx, points[i]![1] - sy) > Math.hypot(points[far]![0] - sx, points[far]![1] - sy)) far = i;
    keep[far] = 1;
    stack.splice(0, 1, [0, far], [far, last]);
  }
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const length = Math.hypot(bx - ax, by - ay) || 1;
    let index = -1;
    let max = TOLERANCE_PX;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i]!;
      const distance = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > max) {
        max = distance;
        index = i;
      }
    }
    if (index >= 0) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_point, i) => keep[i] === 1);
}

/** Whether a projected line touches the picture at all (with a margin for strokes). */
function visible(points: Point[]): boolean {
  return points.some(([x, y]) => x >= -2 && x <= THUMBNAIL_SIZE_PX + 2 && y >= -2 && y <= THUMBNAIL_SIZE_PX + 2);
}

function pathOf(lines: GeoPosition[][], closed: boolean): string {
  let d = '';
  for (const line of lines) {
    const points = simplify(line.map(project));
    if (points.length < (closed ? 4 : 2) || !visible(points)) continue;
    d += points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join('') + (closed ? 'Z' : '');
  }
  return d;
}

function loadTopology(file: string): Topology {
  return JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology;
}

export interface ThumbnailPaths {
  land: string;
  borders: string;
  states: string;
}

/** The picture's SVG paths (about 0.1 s the first time: run in the maps worker, offload-ops.ts `basemapThumbnailPaths`). */
export function thumbnailPaths(): ThumbnailPaths {
  const world = loadTopology('world-atlas/countries-110m.json');
  const land = feature(world, world.objects.land as GeometryCollection);
  const rings = land.features.flatMap((item) => {
    const geometry = item.geometry as Polygon | MultiPolygon;
    return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  });
  const borders = mesh(world, world.objects.countries as GeometryCollection, (a, b) => a !== b) as MultiLineString;
  const us = loadTopology('us-atlas/states-10m.json');
  const states = mesh(us, us.objects.states as GeometryCollection, (a, b) => a !== b) as MultiLineString;
  return { land: pathOf(rings, true), borders: pathOf(borders.coordinates, false), states: pathOf(states.coordinates, false) };
}

/** The SVG text of one type's picture; `title` is its accessible name when shown on its own. */
export function thumbnailSvg(paths: ThumbnailPaths, colours: ThumbnailColours, title: string): string {
  const size = THUMBNAIL_SIZE_PX;
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escaped}">` +
    `<rect width="${size}" height="${size}" fill="${colours.water}"/>` +
    `<path d="${paths.land}" fill="${colours.land}" stroke="${colours.coast}" stroke-width="0.6" stroke-linejoin="round"/>` +
    `<path d="${paths.states}" fill="none" stroke="${colours.state}" stroke-width="0.5"/>` +
    `<path d="${paths.borders}" fill="none" stroke="${colours.border}" stroke-width="0.8" stroke-linejoin="round"/>` +
    '</svg>'
  );
}
