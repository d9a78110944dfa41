/**
 * The maps service's queries over the generated data: per-type spatial indexes (kdbush, with geokdbush
 * for great-circle nearest-neighbour search), listing, identify (nearest N within a radius, or the
 * boundaries holding a point), counts, clusters and field values. One instance per process, built on
 * first use; the routes only parse payloads and shape answers.
 */
import KDBush from 'kdbush';
import { around, distance as greatCircleKm } from 'geokdbush';
import type { BoundingBox } from '../../../maps/geo/bounds.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { Boundaries } from './boundaries.ts';
import { findField, type FieldContext, type FieldValue } from './catalog.ts';
import { getMapsData, type MapsData } from './data.ts';
import { matches, type CompiledFilter, type IdRef, type ListOptions } from './filters.ts';
import { latitudeFromMercatorY, mercatorX, mercatorY, TILE_SIZE } from './geo-math.ts';
import type { LocationRecord } from './types.ts';

/** Cluster cells are this many screen pixels wide at the requested zoom. */
export const CLUSTER_CELL_PX = 64;
/** A cluster this small carries its locations, so the layer can draw them without another call. */
export const CLUSTER_LOCATIONS_MAX = 5;
/** Members closer than this (degrees) count as one spot: such a cluster cannot be split by zooming in. */
const SAME_SPOT_DEGREES = 1e-6;
/** Great-circle search never needs to look further than half the Earth's circumference. */
const MAX_SEARCH_KM = 20038;
/** warm(): the cluster loops are run at zooms 0 to this (a map opens at 2; 12 after an address lookup is a small extent). */
const WARM_ZOOMS_UP_TO = 4;
const WARM_ROUNDS = 1;
/** clusters() answers kept for whole-world views (zooms times type selections). */
const WHOLE_WORLD_CACHE_MAX = 64;
/** selectInSlices(): longest run of filtering between yields to the event loop. */
const SLICE_MS = 8;

interface TypeIndex {
  type: string;
  /** data.locations position of each indexed item, in insertion order. */
  positions: Uint32Array;
  geo: KDBush;
  mercator: KDBush;
}

export interface Selection {
  types?: ReadonlySet<string>;
  ids?: IdRef[];
  filters: CompiledFilter[];
}

export interface NearbyHit {
  record: LocationRecord;
  /** Metres along the great circle. */
  distance: number;
}

/** Per position in data.locations: 1 when the selection accepts it / the emphasis marks it (clusterMasks()). */
export interface ClusterMasks {
  accepted?: Uint8Array;
  emphasized?: Uint8Array;
}

export interface ClusterResult {
  coordinates: Position;
  extent: BoundingBox;
  count: number;
  counts: Array<{ type: string; count: number }>;
  /** Members' positions in data.locations, ascending, when there are at most CLUSTER_LOCATIONS_MAX (else []). */
  positions: number[];
  dispersed: boolean;
  emphasized: boolean;
  emphasizedCount: number;
}

/** clusters(): the answer would hold more than `max` clusters (thrown as soon as it is known, before the rest is counted). */
export class TooManyClusters extends Error {
  override readonly name = 'TooManyClusters';
  constructor(readonly max: number) {
    super(`more than ${max} clusters`);
  }
}

export class MapsService {
  readonly data: MapsData;
  readonly context: FieldContext;
  private readonly indexes = new Map<string, TypeIndex>();
  /** Per position in data.locations: coordinates, Web Mercator x/y and type number (hot loops avoid the records). */
  private readonly lng: Float64Array;
  private readonly lat: Float64Array;
  private readonly mx: Float64Array;
  private readonly my: Float64Array;
  private readonly typeOf: Uint16Array;
  private readonly typeNames: string[] = [];
  private boundariesInstance: Boundaries | undefined;
  /** Southmost and northmost location: an extent spanning them and every longitude holds them all. */
  private minLatitude = Infinity;
  private maxLatitude = -Infinity;
  /**
   * clusters() of the whole data set by zoom and types, without filters: at low zooms every view holds the
   * whole world, so panning there asks the same question again and again.
   */
  private readonly wholeWorld = new Map<string, readonly ClusterResult[]>();

  constructor(data: MapsData) {
    this.data = data;
    this.context = {
      lookup: (id) => data.byId(id),
      languageName: (code) => data.languageNames[code],
    };
    const count = data.locations.length;
    this.lng = new Float64Array(count);
    this.lat = new Float64Array(count);
    this.mx = new Float64Array(count);
    this.my = new Float64Array(count);
    this.typeOf = new Uint16Array(count);
    const typeIds = new Map<string, number>();
    const byType = new Map<string, number[]>();
    data.locations.forEach((record, position) => {
      const list = byType.get(record.type) ?? [];
      list.push(position);
      byType.set(record.type, list);
      let typeId = typeIds.get(record.type);
      if (typeId === undefined) {
        typeId = this.typeNames.push(record.type) - 1;
        typeIds.set(record.type, typeId);
      }
      this.typeOf[position] = typeId;
      this.lng[position] = record.longitude;
      this.lat[position] = record.latitude;
      this.mx[position] = mercatorX(record.longitude);
      this.minLatitude = Math.min(this.minLatitude, record.latitude);
      this.maxLatitude = Math.max(this.maxLatitude, record.latitude);
      this.my[position] = mercatorY(record.latitude);
    });
    for (const [type, positions] of byType) {
      const geo = new KDBush(positions.length);
      const mercator = new KDBush(positions.length);
      for (const position of positions) {
        geo.add(this.lng[position] ?? 0, this.lat[position] ?? 0);
        mercator.add(this.mx[position] ?? 0, this.my[position] ?? 0);
      }
      geo.finish();
      mercator.finish();
      this.indexes.set(type, { type, positions: Uint32Array.from(positions), geo, mercator });
    }
  }

  /**
   * During the server's readiness phase: makes the whole-world cluster answers a map opens with, and runs
   * the cluster loops enough for V8 to compile them; the first world-view call after start otherwise pays
   * for both, several times its steady cost.
   */
  warm(): void {
    const world: BoundingBox = { southWest: { longitude: -180, latitude: -85.05 }, northEast: { longitude: 180, latitude: 85.05 } };
    // The whole-world answers of every layer at the zooms a map opens at, kept (see wholeWorld).
    for (let zoom = 0; zoom <= WARM_ZOOMS_UP_TO; zoom++) this.clusters({ filters: [] }, world, zoom, []);
    // Then the loops themselves, on an extent just short of the world (not kept): V8 optimises a loop
    // only after it has run a while, and the first panned view should not pay for that.
    const almost: BoundingBox = { southWest: world.southWest, northEast: { longitude: 179.99, latitude: 85.05 } };
    for (let round = 0; round < WARM_ROUNDS; round++) for (let zoom = 0; zoom <= WARM_ZOOMS_UP_TO; zoom++) this.clusters({ filters: [] }, almost, zoom, []);
  }

  get boundaries(): Boundaries {
    this.boundariesInstance ??= new Boundaries(this.data);
    return this.boundariesInstance;
  }

  /** Types present in the data that a selection covers. */
  private typeIndexes(types: ReadonlySet<string> | undefined): TypeIndex[] {
    if (!types) return [...this.indexes.values()];
    const out: TypeIndex[] = [];
    for (const type of types) {
      const index = this.indexes.get(type);
      if (index) out.push(index);
    }
    return out;
  }

  private idSet(ids: IdRef[] | undefined): ReadonlySet<string> | undefined {
    return ids ? new Set(ids.map((ref) => ref.id)) : undefined;
  }

  /** Records named by `ids`, in the order given, that exist (and are of the named type). */
  resolveIds(ids: readonly IdRef[]): LocationRecord[] {
    const out: LocationRecord[] = [];
    const seen = new Set<string>();
    for (const ref of ids) {
      const record = this.data.byId(ref.id);
      if (!record || (ref.type && ref.type !== record.type) || seen.has(record.id)) continue;
      seen.add(record.id);
      out.push(record);
    }
    return out;
  }

  accepts(record: LocationRecord, selection: Selection, idSet?: ReadonlySet<string>): boolean {
    if (idSet && !idSet.has(record.id)) return false;
    return matches(record, selection, this.context);
  }

  /** Every record a selection covers, in data order (or `ids` order when ids are given). */
  select(selection: Selection, extent?: BoundingBox): LocationRecord[] {
    if (selection.ids) {
      return this.resolveIds(selection.ids).filter((record) => matches(record, selection, this.context) && (!extent || inBox(record, extent)));
    }
    return this.candidates(selection, extent).filter((record) => matches(record, selection, this.context));
  }

  /** The records of the selection's types inside `extent` (every record without one), in data order, before filtering. */
  private candidates(selection: Selection, extent?: BoundingBox): readonly LocationRecord[] {
    if (!extent) return this.data.locations;
    const positions: number[] = [];
    for (const index of this.typeIndexes(selection.types)) {
      for (const [west, east] of longitudeRanges(extent)) {
        for (const i of index.geo.range(west, extent.southWest.latitude, east, extent.northEast.latitude)) positions.push(index.positions[i] ?? 0);
      }
    }
    positions.sort((a, b) => a - b);
    return positions.map((position) => this.data.locations[position] as LocationRecord);
  }

  /**
   * select(), yielding to the event loop every SLICE_MS: filters over every location (20 'contains' over
   * 52,880 names) take 100 ms and more on a busy machine, longer than one request may hold the loop.
   */
  async selectInSlices(selection: Selection, extent?: BoundingBox): Promise<LocationRecord[]> {
    if (selection.ids) return this.select(selection, extent);
    const candidates = this.candidates(selection, extent);
    const out: LocationRecord[] = [];
    let sliceStart = performance.now();
    for (let i = 0; i < candidates.length; i++) {
      if ((i & 255) === 0 && performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
      const record = candidates[i] as LocationRecord;
      if (matches(record, selection, this.context)) out.push(record);
    }
    return out;
  }

  list(options: ListOptions, extent?: BoundingBox): { total: number; page: LocationRecord[] } {
    const all = this.select(options, extent);
    return { total: all.length, page: all.slice(options.start, options.start + options.limit) };
  }

  /**
   * The nearest locations to a point, closest first, at most `radiusM` away: a best-first walk of each
   * type's k-d tree (geokdbush) that skips what the selection rejects, then a merge by distance.
   */
  nearest(point: Position, selection: Selection, count: number, radiusM: number = Infinity): NearbyHit[] {
    const idSet = this.idSet(selection.ids);
    const maxKm = Math.min(MAX_SEARCH_KM, radiusM / 1000);
    const hits: NearbyHit[] = [];
    for (const index of this.typeIndexes(selection.types)) {
      const found = around(index.geo, point.longitude, point.latitude, count, maxKm, (i) => {
        const record = this.data.locations[index.positions[i] ?? 0] as LocationRecord;
        return this.accepts(record, selection, idSet);
      });
      for (const i of found) {
        const record = this.data.locations[index.positions[i] ?? 0] as LocationRecord;
        hits.push({ record, distance: greatCircleKm(point.longitude, point.latitude, record.longitude, record.latitude) * 1000 });
      }
    }
    hits.sort((a, b) => a.distance - b.distance || a.record.id.localeCompare(b.record.id));
    return hits.slice(0, count);
  }

  /** Locations whose boundary holds the point (meetinghouses, wards, stakes, missions, temple districts, areas). */
  containing(point: Position, selection: Selection): LocationRecord[] {
    const idSet = this.idSet(selection.ids);
    return this.boundaries.locationsAt(point.longitude, point.latitude).filter((record) => this.accepts(record, selection, idSet));
  }

  countByType(records: readonly LocationRecord[]): Array<{ type: string; count: number }> {
    const counts = new Map<string, number>();
    for (const record of records) counts.set(record.type, (counts.get(record.type) ?? 0) + 1);
    return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  }

  /**
   * Grid clustering in Web Mercator: the visible world is cut into cells CLUSTER_CELL_PX wide at `zoom`;
   * each non-empty cell is a cluster at its members' mean position. Every selected location in the
   * extent is in exactly one cluster, so the counts add up to the selection. Works on typed arrays of
   * precomputed coordinates; records are only read when filters need them.
   */
  /**
   * Which locations in the extent the selection accepts and the emphasis marks, computed in slices that
   * yield (filters over every location take hundreds of milliseconds on a busy machine); clusters() then
   * reads the masks instead of running the filters. Empty when there is nothing to filter.
   */
  async clusterMasks(selection: Selection, extent: BoundingBox, emphasize: readonly CompiledFilter[]): Promise<ClusterMasks> {
    const plain = !selection.ids && selection.filters.length === 0;
    if (plain && emphasize.length === 0) return {};
    const count = this.data.locations.length;
    const accepted = plain ? undefined : new Uint8Array(count);
    const emphasized = emphasize.length > 0 ? new Uint8Array(count) : undefined;
    const idSet = this.idSet(selection.ids);
    let sliceStart = performance.now();
    let n = 0;
    // The same range query as clusters(), so the masks cover exactly the points it visits.
    const south = mercatorY(extent.southWest.latitude);
    const north = mercatorY(extent.northEast.latitude);
    for (const index of this.typeIndexes(selection.types)) {
      for (const [west, east] of longitudeRanges(extent)) {
        for (const i of index.mercator.range(mercatorX(west), north, mercatorX(east), south)) {
          if ((++n & 255) === 0 && performance.now() - sliceStart > SLICE_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            sliceStart = performance.now();
          }
          const position = index.positions[i] ?? 0;
          const record = this.data.locations[position] as LocationRecord;
          if (accepted) {
            if (!this.accepts(record, selection, idSet)) continue;
            accepted[position] = 1;
          }
          if (emphasized && emphasize.every((filter) => filter.test(record, this.context))) emphasized[position] = 1;
        }
      }
    }
    return { ...(accepted ? { accepted } : {}), ...(emphasized ? { emphasized } : {}) };
  }

  clusters(
    selection: Selection,
    extent: BoundingBox,
    zoom: number,
    emphasize: readonly CompiledFilter[],
    maxClusters = Infinity,
    masks: ClusterMasks = {},
  ): ClusterResult[] {
    const idSet = this.idSet(selection.ids);
    const plain = !idSet && selection.filters.length === 0;
    const wholeKey =
      plain && emphasize.length === 0 && !masks.accepted && !masks.emphasized && this.holdsEverything(extent)
        ? `${zoom}|${selection.types ? [...selection.types].sort().join(',') : '*'}`
        : undefined;
    const known = wholeKey === undefined ? undefined : this.wholeWorld.get(wholeKey);
    if (known) {
      if (known.length > maxClusters) throw new TooManyClusters(maxClusters);
      return known as ClusterResult[];
    }
    const cellSize = CLUSTER_CELL_PX / (TILE_SIZE * 2 ** zoom);
    const perRow = Math.ceil(1 / cellSize) + 1;
    const typeCount = this.typeNames.length;
    interface Accumulator {
      sumX: number;
      sumY: number;
      count: number;
      positions: number[];
      minLng: number;
      maxLng: number;
      minLat: number;
      maxLat: number;
      emphasized: number;
      byType: Int32Array;
    }
    const cells = new Map<number, Accumulator>();
    const south = mercatorY(extent.southWest.latitude);
    const north = mercatorY(extent.northEast.latitude);
    const { lng, lat, mx, my, typeOf } = this;
    for (const index of this.typeIndexes(selection.types)) {
      for (const [west, east] of longitudeRanges(extent)) {
        const found = index.mercator.range(mercatorX(west), north, mercatorX(east), south);
        for (const i of found) {
          const position = index.positions[i] ?? 0;
          if (!plain && !(masks.accepted ? masks.accepted[position] === 1 : this.accepts(this.data.locations[position] as LocationRecord, selection, idSet)))
            continue;
          const x = mx[position] ?? 0;
          const y = my[position] ?? 0;
          const key = Math.floor(x / cellSize) * perRow + Math.floor(y / cellSize);
          let acc = cells.get(key);
          if (!acc) {
            acc = {
              sumX: 0,
              sumY: 0,
              count: 0,
              positions: [],
              minLng: Infinity,
              maxLng: -Infinity,
              minLat: Infinity,
              maxLat: -Infinity,
              emphasized: 0,
              byType: new Int32Array(typeCount),
            };
            cells.set(key, acc);
            if (cells.size > maxClusters) throw new TooManyClusters(maxClusters);
          }
          acc.sumX += x;
          acc.sumY += y;
          acc.count++;
          // Only small clusters carry their locations; a big one's members are not needed here.
          if (acc.positions.length <= CLUSTER_LOCATIONS_MAX) acc.positions.push(position);
          const x0 = lng[position] ?? 0;
          const y0 = lat[position] ?? 0;
          if (x0 < acc.minLng) acc.minLng = x0;
          if (x0 > acc.maxLng) acc.maxLng = x0;
          if (y0 < acc.minLat) acc.minLat = y0;
          if (y0 > acc.maxLat) acc.maxLat = y0;
          const typeId = typeOf[position] ?? 0;
          acc.byType[typeId] = (acc.byType[typeId] ?? 0) + 1;
          if (masks.emphasized) {
            if (masks.emphasized[position] === 1) acc.emphasized++;
          } else if (emphasize.length > 0) {
            const record = this.data.locations[position] as LocationRecord;
            if (emphasize.every((filter) => filter.test(record, this.context))) acc.emphasized++;
          }
        }
      }
    }
    const out: ClusterResult[] = [];
    for (const acc of cells.values()) {
      const n = acc.count;
      const counts: Array<{ type: string; count: number }> = [];
      acc.byType.forEach((count, typeId) => {
        if (count > 0) counts.push({ type: this.typeNames[typeId] ?? '', count });
      });
      counts.sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
      out.push({
        coordinates: { longitude: (acc.sumX / n) * 360 - 180, latitude: latitudeFromMercatorY(acc.sumY / n) },
        extent: { southWest: { longitude: acc.minLng, latitude: acc.minLat }, northEast: { longitude: acc.maxLng, latitude: acc.maxLat } },
        count: n,
        counts,
        positions: n <= CLUSTER_LOCATIONS_MAX ? acc.positions.sort((a, b) => a - b) : [],
        dispersed: acc.maxLng - acc.minLng > SAME_SPOT_DEGREES || acc.maxLat - acc.minLat > SAME_SPOT_DEGREES,
        emphasized: acc.emphasized > 0,
        emphasizedCount: acc.emphasized,
      });
    }
    // Biggest first, then west to east: a stable order for the layer and for tests.
    out.sort((a, b) => b.count - a.count || a.coordinates.longitude - b.coordinates.longitude || a.coordinates.latitude - b.coordinates.latitude);
    if (wholeKey !== undefined) {
      if (this.wholeWorld.size >= WHOLE_WORLD_CACHE_MAX) this.wholeWorld.delete(this.wholeWorld.keys().next().value ?? '');
      // Shared between calls: frozen, so a caller that sorted it in place would fail loudly.
      this.wholeWorld.set(wholeKey, Object.freeze(out));
    }
    return out;
  }

  /** The extent spans every longitude and every location's latitude. */
  private holdsEverything(extent: BoundingBox): boolean {
    return (
      extent.southWest.longitude <= -180 &&
      extent.northEast.longitude >= 180 &&
      extent.southWest.latitude <= this.minLatitude &&
      extent.northEast.latitude >= this.maxLatitude
    );
  }

  /** The key of the cluster cell holding a point at a zoom (clusters/identify). */
  clusterCellOf(point: Position, zoom: number): { x: number; y: number } {
    const cellSize = CLUSTER_CELL_PX / (TILE_SIZE * 2 ** zoom);
    return { x: Math.floor(mercatorX(point.longitude) / cellSize), y: Math.floor(mercatorY(point.latitude) / cellSize) };
  }

  /** The longitude/latitude box of a cluster cell at a zoom. */
  clusterCellBox(cell: { x: number; y: number }, zoom: number): BoundingBox {
    const cellSize = CLUSTER_CELL_PX / (TILE_SIZE * 2 ** zoom);
    return {
      southWest: { longitude: cell.x * cellSize * 360 - 180, latitude: latitudeFromMercatorY((cell.y + 1) * cellSize) },
      northEast: { longitude: (cell.x + 1) * cellSize * 360 - 180, latitude: latitudeFromMercatorY(cell.y * cellSize) },
    };
  }

  /** Whether a location falls in that cluster cell at that zoom. */
  inClusterCell(position: number, cell: { x: number; y: number }, zoom: number): boolean {
    const cellSize = CLUSTER_CELL_PX / (TILE_SIZE * 2 ** zoom);
    return Math.floor((this.mx[position] ?? 0) / cellSize) === cell.x && Math.floor((this.my[position] ?? 0) / cellSize) === cell.y;
  }

  recordAt(position: number): LocationRecord {
    return this.data.locations[position] as LocationRecord;
  }

  /** Distinct values of a field over a selection, most frequent first. */
  async fieldValues(fieldName: string, selection: Selection, includeNull: boolean): Promise<Array<{ value: string | number | null; count: number }>> {
    const field = findField(fieldName);
    const read = field?.read;
    if (!read) return [];
    const counts = new Map<string | number | null, number>();
    const bump = (value: string | number | null) => counts.set(value, (counts.get(value) ?? 0) + 1);
    const records = await this.selectInSlices(selection);
    let sliceStart = performance.now();
    for (let i = 0; i < records.length; i++) {
      if ((i & 255) === 0 && performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
      const record = records[i] as LocationRecord;
      const value: FieldValue = read(record, this.context);
      if (value === null) {
        if (includeNull) bump(null);
      } else if (Array.isArray(value)) {
        for (const item of value as readonly string[]) bump(item);
      } else bump(value as string | number);
    }
    // Ties (50,000 names counted once each) in code-unit order: a locale-aware sort of that many takes
    // hundreds of milliseconds.
    return [...counts]
      .map(([value, count]) => ({ value, count, key: String(value) }))
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ value, count }) => ({ value, count }));
  }
}

function inBox(record: LocationRecord, box: BoundingBox): boolean {
  if (record.latitude < box.southWest.latitude || record.latitude > box.northEast.latitude) return false;
  return longitudeRanges(box).some(([west, east]) => record.longitude >= west && record.longitude <= east);
}

/** A box's longitudes as one or (across the antimeridian) two plain ranges. */
export function longitudeRanges(box: BoundingBox): Array<[number, number]> {
  const west = box.southWest.longitude;
  const east = box.northEast.longitude;
  return west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];
}

let shared: MapsService | undefined;

export function getMapsService(): MapsService {
  shared ??= new MapsService(getMapsData());
  return shared;
}
