/**
 * Point-in-polygon for many points against one large polygon. turf tests every edge for every point,
 * which for a 20,000-vertex polygon and 10,000 candidate locations is 200 million edge tests; here the
 * edges are bucketed into latitude bands once, and a point's ray crosses only the edges of its band.
 */
import type { Geometry, Position as GeoJsonPosition } from 'geojson';

/** Bands per polygon at most; and at most this many (edge, band) entries, so long zigzag edges stay bounded. */
const MAX_BANDS = 1024;
const MAX_ENTRIES = 4_000_000;

class PolygonBands {
  private readonly edges: Float64Array;
  private readonly bands: Uint32Array[];
  private readonly minX: number;
  private readonly maxX: number;
  private readonly minY: number;
  private readonly maxY: number;
  private readonly bandHeight: number;

  constructor(rings: readonly GeoJsonPosition[][]) {
    let count = 0;
    for (const ring of rings) count += Math.max(0, ring.length - 1);
    this.edges = new Float64Array(count * 4);
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    let e = 0;
    for (const ring of rings) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const [x1 = 0, y1 = 0] = ring[i] ?? [];
        const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
        this.edges.set([x1, y1, x2, y2], e * 4);
        e++;
        minX = Math.min(minX, x1, x2);
        maxX = Math.max(maxX, x1, x2);
        minY = Math.min(minY, y1, y2);
        maxY = Math.max(maxY, y1, y2);
      }
    }
    this.minX = minX;
    this.maxX = maxX;
    this.minY = minY;
    this.maxY = maxY;
    const bandCount = Math.max(1, Math.min(MAX_BANDS, count >> 2, Math.floor(MAX_ENTRIES / Math.max(1, count))));
    this.bandHeight = (maxY - minY) / bandCount || 1;
    const lists: number[][] = Array.from({ length: bandCount }, () => []);
    for (let i = 0; i < count; i++) {
      const y1 = this.edges[i * 4 + 1] ?? 0;
      const y2 = this.edges[i * 4 + 3] ?? 0;
      const from = this.band(Math.min(y1, y2), bandCount);
      const to = this.band(Math.max(y1, y2), bandCount);
      for (let b = from; b <= to; b++) lists[b]?.push(i);
    }
    this.bands = lists.map((list) => Uint32Array.from(list));
  }

  private band(y: number, bandCount: number): number {
    return Math.min(bandCount - 1, Math.max(0, Math.floor((y - this.minY) / this.bandHeight)));
  }

  /** Even-odd over all rings: holes are rings too. */
  contains(x: number, y: number): boolean {
    if (x < this.minX || x > this.maxX || y < this.minY || y > this.maxY) return false;
    const list = this.bands[this.band(y, this.bands.length)] ?? new Uint32Array(0);
    const edges = this.edges;
    let inside = false;
    for (const i of list) {
      const xi = edges[i * 4] ?? 0;
      const yi = edges[i * 4 + 1] ?? 0;
      const xj = edges[i * 4 + 2] ?? 0;
      const yj = edges[i * 4 + 3] ?? 0;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  }
}

/** The polygons of a geometry (Polygon, MultiPolygon, inside a GeometryCollection), each as its rings. */
export function polygonsOf(geometry: Geometry): GeoJsonPosition[][][] | undefined {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') {
    const out: GeoJsonPosition[][][] = [];
    for (const part of geometry.geometries) {
      const polygons = polygonsOf(part);
      if (!polygons) return undefined;
      out.push(...polygons);
    }
    return out;
  }
  return undefined;
}

export class PolygonIndex {
  private readonly parts: PolygonBands[];

  constructor(polygons: readonly GeoJsonPosition[][][]) {
    this.parts = polygons.map((rings) => new PolygonBands(rings));
  }

  contains(x: number, y: number): boolean {
    for (const part of this.parts) if (part.contains(x, y)) return true;
    return false;
  }
}
