/**
 * Boundaries: meetinghouse cells are the Voronoi cells of all meetinghouses (in the longitude/latitude
 * plane), so neighbouring cells share edges and never overlap, each clipped to a circle around its
 * meetinghouse so remote cells do not reach across oceans. A meetinghouse's geographic wards split its
 * cell (a Voronoi partition of seed points inside it); language, age-group and other special wards cover
 * the whole cell, overlapping the geographic ones as such wards do. A stake is the union of its
 * meetinghouses' cells; missions and temple districts the union of their stakes; areas, which hold
 * thousands of cells, are generalised to the convex hull of their cells.
 */
import * as turf from '@turf/turf';
import type { Feature, MultiPolygon, Polygon, Position as GeoJsonPosition } from 'geojson';
import { Delaunay, type Voronoi } from 'd3-delaunay';
import { LocationType } from '../../../maps/geo/enums.ts';
import type { MapsData } from './data.ts';
import { destination, haversineMetres } from './geo-math.ts';
import { hashSeed } from '../random.ts';
import type { LocationRecord } from './types.ts';

export type Ring = Array<[number, number]>;
/** GeoJSON MultiPolygon coordinates: polygons of rings of [lng, lat]. */
export type MultiPolygonCoordinates = GeoJsonPosition[][][];

/** Clip circles: a few times the distance to the nearest neighbour, within these bounds. */
const MIN_CLIP_M = 5000;
const MAX_CLIP_M = 40000;
const CLIP_NEIGHBOUR_FACTOR = 4;
const CLIP_CIRCLE_POINTS = 48;
/** Unions of more cells than this are generalised to their convex hull (an area holds thousands). */
const MAX_UNION_CELLS = 600;
const CACHE_LIMIT = 4000;
/** prepare(): longest slice of cell cutting between yields to the event loop, and cells per batch sent to the worker. */
const SLICE_MS = 10;
const BATCH_CELLS = 500;

/** Positive for counter-clockwise rings (x east, y north). */
function signedArea(ring: Ring): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    area += (xj - xi) * (yj + yi);
  }
  return area / 2;
}

/** Without the closing point. */
function open(ring: Ring): Ring {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first && last && ring.length > 1 && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring.slice();
}

export function close(ring: Ring): Ring {
  const first = ring[0];
  return first ? [...ring, [first[0], first[1]]] : ring;
}

/** Keeps the part of `subject` where a*x + b*y <= c (Sutherland–Hodgman against one half-plane). */
function clipHalfPlane(subject: Ring, a: number, b: number, c: number): Ring {
  const out: Ring = [];
  const n = subject.length;
  for (let i = 0; i < n; i++) {
    const p = subject[i] as [number, number];
    const q = subject[(i + 1) % n] as [number, number];
    const dp = a * p[0] + b * p[1] - c;
    const dq = a * q[0] + b * q[1] - c;
    if (dp <= 0) out.push(p);
    if ((dp < 0 && dq > 0) || (dp > 0 && dq < 0)) {
      const t = dp / (dp - dq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

/** `subject` (open ring) clipped by a convex polygon (open ring, any orientation). */
function clipConvex(subject: Ring, clip: Ring): Ring {
  const ccw = signedArea(close(clip)) > 0;
  let out = subject;
  const n = clip.length;
  for (let i = 0; i < n && out.length > 0; i++) {
    const p = clip[i] as [number, number];
    const q = clip[(i + 1) % n] as [number, number];
    // Inside is left of p->q for a counter-clockwise clip polygon.
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const [a, b] = ccw ? [dy, -dx] : [-dy, dx];
    out = clipHalfPlane(out, a, b, a * p[0] + b * p[1]);
  }
  return out;
}

function pointInRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** GeoJSON wants exterior rings counter-clockwise (RFC 7946). */
function ccwClosed(ring: Ring): Ring {
  const closed = close(ring);
  return signedArea(closed) < 0 ? closed.reverse() : closed;
}

class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.set(key, value);
    if (this.map.size > this.limit) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
}

export class Boundaries {
  /** Positions (in data.locations) of the meetinghouses that have cells, in Delaunay order. */
  private readonly sites: number[] = [];
  private readonly siteOf = new Map<string, number>();
  private readonly delaunay: Delaunay;
  private readonly voronoi: Voronoi;
  private readonly clipM: Float64Array;
  private readonly cells = new LruCache<Ring | null>(CACHE_LIMIT);
  private readonly wardCells = new LruCache<Map<string, Ring>>(CACHE_LIMIT);
  private readonly unions = new LruCache<MultiPolygonCoordinates | null>(CACHE_LIMIT);

  constructor(private readonly data: MapsData) {
    const points: Array<[number, number]> = [];
    data.locations.forEach((record, position) => {
      if (record.type !== LocationType.MEETINGHOUSE) return;
      this.siteOf.set(record.id, this.sites.length);
      this.sites.push(position);
      points.push([record.longitude, record.latitude]);
    });
    this.delaunay = Delaunay.from(points);
    this.voronoi = this.delaunay.voronoi([-180, -90, 180, 90]);
    this.clipM = new Float64Array(this.sites.length);
    for (let i = 0; i < this.sites.length; i++) {
      const [x, y] = points[i] as [number, number];
      let nearest = Infinity;
      for (const j of this.delaunay.neighbors(i)) {
        const [nx, ny] = points[j] as [number, number];
        nearest = Math.min(nearest, haversineMetres(x, y, nx, ny));
      }
      this.clipM[i] = Math.min(MAX_CLIP_M, Math.max(MIN_CLIP_M, Number.isFinite(nearest) ? nearest * CLIP_NEIGHBOUR_FACTOR : MAX_CLIP_M));
    }
  }

  private record(site: number): LocationRecord {
    const record = this.data.locations[this.sites[site] ?? -1];
    if (!record) throw new Error(`no meetinghouse at site ${site}`);
    return record;
  }

  /** The clipped Voronoi cell of a meetinghouse site, as an open ring (null if degenerate). */
  cell(site: number): Ring | null {
    const key = String(site);
    const cached = this.cells.get(key);
    if (cached !== undefined) return cached;
    const polygon = this.voronoi.cellPolygon(site);
    let ring: Ring | null = null;
    if (polygon) {
      const record = this.record(site);
      const circle: Ring = [];
      const radius = this.clipM[site] ?? MIN_CLIP_M;
      for (let k = 0; k < CLIP_CIRCLE_POINTS; k++) circle.push(destination(record.longitude, record.latitude, (k * 360) / CLIP_CIRCLE_POINTS, radius));
      const clipped = clipConvex(circle, open(polygon as Ring));
      ring = clipped.length >= 3 ? clipped : null;
    }
    this.cells.set(key, ring);
    return ring;
  }

  siteOfMeetinghouse(id: string): number | undefined {
    return this.siteOf.get(id);
  }

  /** The meetinghouse whose cell holds the point, if any (the nearest site, then its clip circle). */
  siteAt(longitude: number, latitude: number): number | undefined {
    if (this.sites.length === 0) return undefined;
    const site = this.delaunay.find(longitude, latitude);
    const ring = this.cell(site);
    return ring && pointInRing(longitude, latitude, ring) ? site : undefined;
  }

  meetinghouseAt(longitude: number, latitude: number): LocationRecord | undefined {
    const site = this.siteAt(longitude, latitude);
    return site === undefined ? undefined : this.record(site);
  }

  /** Geographic wards of a meetinghouse, in id order (their seeds are placed by that order). */
  private geographicWards(meetinghouse: LocationRecord): LocationRecord[] {
    return (meetinghouse.childIds ?? []).map((id) => this.data.byId(id)).filter((ward): ward is LocationRecord => !!ward && ward.geographic === true);
  }

  /**
   * Seed points of the ward parts: the first ward's at the meetinghouse itself (so the building lies
   * inside one part, not on a corner where all meet), the others halfway from it to corners of the cell
   * spread round it. The cell is convex and holds the meetinghouse, so every seed lies inside it and
   * every ward gets a part (seeds on a circle could fall outside a cell whose building sits near its edge).
   */
  private seeds(site: number, wards: number): Array<[number, number]> {
    const record = this.record(site);
    const ring = this.cell(site) ?? [];
    const corners = ring.length > 1 ? ring.slice(0, -1) : ring;
    const offset = hashSeed(record.id) % Math.max(1, corners.length);
    const others = wards - 1;
    return Array.from({ length: wards }, (_, j) => {
      if (j === 0 || corners.length === 0) return [record.longitude, record.latitude] as [number, number];
      const [cx, cy] = corners[(offset + Math.floor(((j - 1) * corners.length) / others)) % corners.length] as [number, number];
      return [(record.longitude + cx) / 2, (record.latitude + cy) / 2] as [number, number];
    });
  }

  /** Each geographic ward's part of its meetinghouse's cell. */
  private wardParts(site: number): Map<string, Ring> {
    const key = String(site);
    const cached = this.wardCells.get(key);
    if (cached) return cached;
    const parts = new Map<string, Ring>();
    const cell = this.cell(site);
    const wards = this.geographicWards(this.record(site));
    if (cell && wards.length === 1 && wards[0]) parts.set(wards[0].id, cell);
    else if (cell && wards.length > 1) {
      const seeds = this.seeds(site, wards.length);
      wards.forEach((ward, j) => {
        let part = cell;
        const [sx, sy] = seeds[j] as [number, number];
        seeds.forEach(([ox, oy], k) => {
          if (k === j || part.length === 0) return;
          // Closer to seed j than to seed k: the bisector half-plane.
          const a = ox - sx;
          const b = oy - sy;
          part = clipHalfPlane(part, a, b, (ox * ox + oy * oy - sx * sx - sy * sy) / 2);
        });
        if (part.length >= 3) parts.set(ward.id, part);
      });
    }
    this.wardCells.set(key, parts);
    return parts;
  }

  /**
   * Wards whose boundary holds the point: the geographic ward of that part of the meetinghouse's cell,
   * and every special ward meeting there.
   */
  wardsAt(longitude: number, latitude: number): LocationRecord[] {
    const site = this.siteAt(longitude, latitude);
    if (site === undefined) return [];
    const meetinghouse = this.record(site);
    const out: LocationRecord[] = [];
    // The parts are the Voronoi cells of the seeds within the meetinghouse's cell: the nearest seed's ward.
    const wards = this.geographicWards(meetinghouse);
    if (wards.length > 0) {
      const seeds = this.seeds(site, wards.length);
      let best = 0;
      let bestDistance = Infinity;
      seeds.forEach(([x, y], j) => {
        const d = (x - longitude) ** 2 + (y - latitude) ** 2;
        if (d < bestDistance) {
          bestDistance = d;
          best = j;
        }
      });
      const ward = wards[best];
      if (ward) out.push(ward);
    }
    for (const id of meetinghouse.childIds ?? []) {
      const ward = this.data.byId(id);
      if (ward && !ward.geographic) out.push(ward);
    }
    return out;
  }

  /** Every location (of any type) whose boundary holds the point. */
  locationsAt(longitude: number, latitude: number): LocationRecord[] {
    const meetinghouse = this.meetinghouseAt(longitude, latitude);
    if (!meetinghouse) return [];
    const out: LocationRecord[] = [meetinghouse, ...this.wardsAt(longitude, latitude)];
    const seen = new Set(out.map((record) => record.id));
    const add = (id: string | undefined) => {
      const record = id ? this.data.byId(id) : undefined;
      if (record && !seen.has(record.id)) {
        seen.add(record.id);
        out.push(record);
      }
    };
    for (const ward of [...out]) add(ward.parentId);
    for (const record of [...out]) {
      if (!record.type.startsWith('STAKE')) continue;
      add(record.parentId);
      for (const id of record.relatedIds ?? []) {
        const related = this.data.byId(id);
        if (related?.type === LocationType.MISSION) add(id);
        if (related?.type.startsWith('TEMPLE') && !related.type.startsWith(LocationType.TEMPLE_DISTRICT)) add(related.relatedIds?.[0]);
      }
    }
    return out;
  }

  /** The boundary of a location as GeoJSON MultiPolygon coordinates; undefined for point locations. */
  boundaryOf(record: LocationRecord): MultiPolygonCoordinates | undefined {
    const type = record.type;
    if (type === LocationType.MEETINGHOUSE) {
      const site = this.siteOf.get(record.id);
      const cell = site === undefined ? null : this.cell(site);
      return cell ? [[ccwClosed(cell)]] : undefined;
    }
    if (type.startsWith('WARD')) {
      const site = record.facilityId ? this.siteOf.get(record.facilityId) : undefined;
      if (site === undefined) return undefined;
      const part = record.geographic ? this.wardParts(site).get(record.id) : this.cell(site);
      return part ? [[ccwClosed(part)]] : undefined;
    }
    const cells = this.unionCells(record);
    return cells ? this.unionOf(record.id, cells) : undefined;
  }

  private cellsOfMeetinghouses(ids: readonly string[]): Ring[] {
    const rings: Ring[] = [];
    for (const id of ids) {
      const site = this.siteOf.get(id);
      const cell = site === undefined ? null : this.cell(site);
      if (cell) rings.push(cell);
    }
    return rings;
  }

  private cellsOfStakes(ids: readonly string[]): Ring[] {
    const rings: Ring[] = [];
    for (const id of ids) {
      const stake = this.data.byId(id);
      if (stake) rings.push(...this.cellsOfMeetinghouses(stake.associatedIds ?? []));
    }
    return rings;
  }

  /** The cells whose union is this location's boundary (stakes, missions, temple districts, areas); undefined for others. */
  private unionCells(record: LocationRecord): (() => Ring[]) | undefined {
    const type = record.type;
    if (type.startsWith('STAKE') && type !== LocationType.STAKE_OFFICE) return () => this.cellsOfMeetinghouses(record.associatedIds ?? []);
    if (type === LocationType.MISSION) return () => this.cellsOfStakes(record.relatedIds ?? []);
    if (type === LocationType.TEMPLE_DISTRICT || type === LocationType.AREA) return () => this.cellsOfStakes(record.childIds ?? []);
    return undefined;
  }

  /**
   * Computes, off the event loop, the unions not yet cached among these locations' boundaries (a union
   * of hundreds of cells takes up to 0.2 s; a page of 500 stakes seconds). Routes call it before the
   * synchronous boundaryOf, which then reads the cache. The cells themselves are cut here, in slices of
   * at most SLICE_MS between yields, and sent to `merge` in batches of about BATCH_CELLS cells, so
   * neither the cutting nor copying the rings to the worker holds the event loop.
   */
  async prepare(records: readonly LocationRecord[], merge: (cellLists: Ring[][]) => Promise<Array<MultiPolygonCoordinates | null>>): Promise<void> {
    const seen = new Set<string>();
    const jobs: Array<Promise<void>> = [];
    let keys: string[] = [];
    let cellLists: Ring[][] = [];
    let cellCount = 0;
    const flush = () => {
      if (keys.length === 0) return;
      const batchKeys = keys;
      jobs.push(merge(cellLists).then((merged) => batchKeys.forEach((key, i) => this.unions.set(key, merged[i] ?? null))));
      keys = [];
      cellLists = [];
      cellCount = 0;
    };
    let sliceStart = performance.now();
    for (const record of records) {
      const cells = this.unionCells(record);
      if (!cells || seen.has(record.id) || this.unions.get(record.id) !== undefined) continue;
      seen.add(record.id);
      const list = cells();
      keys.push(record.id);
      cellLists.push(list);
      cellCount += list.length;
      if (cellCount >= BATCH_CELLS) flush();
      if (performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    flush();
    await Promise.all(jobs);
  }

  private unionOf(key: string, rings: () => Ring[]): MultiPolygonCoordinates | undefined {
    const cached = this.unions.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const result = mergeCells(rings());
    this.unions.set(key, result);
    return result ?? undefined;
  }
}

/** A boundary from its cells: the cell itself, their union, or (beyond MAX_UNION_CELLS) their convex hull. */
export function mergeCells(cells: readonly Ring[]): MultiPolygonCoordinates | null {
  if (cells.length === 1 && cells[0]) return [[ccwClosed(cells[0])]];
  if (cells.length > MAX_UNION_CELLS) {
    const hull = turf.convex(turf.featureCollection(cells.flatMap((ring) => ring.map((point) => turf.point(point)))));
    return hull ? [hull.geometry.coordinates] : null;
  }
  return cells.length > 1 ? unionRings(cells) : null;
}

/** Coordinates snapped to 1e-7 degrees (about 1 cm): neighbouring cells then share edge points exactly. */
function snap(ring: Ring, decimals = 7): Ring {
  const f = 10 ** decimals;
  const out: Ring = [];
  for (const [x, y] of ring) {
    const point: [number, number] = [Math.round(x * f) / f, Math.round(y * f) / f];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/**
 * Union of polygons given as open rings, as MultiPolygon coordinates (turf's polygon clipping). The
 * clipper can fail on near-degenerate input; then the cells are merged one at a time, a cell that still
 * fails is left out, and if nothing merges the convex hull stands in.
 */
export function unionRings(rings: readonly Ring[]): MultiPolygonCoordinates | null {
  const features = rings
    .map((ring) => snap(ring))
    .filter((ring) => ring.length >= 3)
    .map((ring) => turf.polygon([ccwClosed(ring)]));
  if (features.length === 0) return null;
  try {
    const merged = turf.union(turf.featureCollection(features));
    return merged ? toMultiPolygon(merged) : null;
  } catch {
    let merged: Feature<Polygon | MultiPolygon> | null = null;
    for (const feature of features) {
      try {
        merged = merged ? turf.union(turf.featureCollection([merged, feature])) : feature;
      } catch {
        // Leave this cell out rather than fail the whole boundary.
      }
    }
    if (merged) return toMultiPolygon(merged);
    const hull = turf.convex(turf.featureCollection(features.flatMap((feature) => feature.geometry.coordinates[0]?.map((point) => turf.point(point)) ?? [])));
    return hull ? [hull.geometry.coordinates] : null;
  }
}

export function toMultiPolygon(feature: Feature<Polygon | MultiPolygon>): MultiPolygonCoordinates {
  return feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
}
