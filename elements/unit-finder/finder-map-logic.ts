/**
 * The finder map's pure parts (visitor-blocks spec sections 4 'Finder search' and 9): its constants, the
 * view that fits the results, when 'Search this area' is offered, and the names of its types. No engine
 * and no DOM here, so the finder imports these types without loading a map, and node tests cover the rules
 * (test/elements/unit-finder/unit-finder-map-logic.node.test.ts).
 */
import { boundsOf, isSinglePoint, widenSinglePoint, type BoundingBox } from '../../maps/geo/bounds.ts';
import { distance } from '../../maps/geo/circle.ts';
import type { Position } from '../../maps/geo/position.ts';
import { fitBounds, type Padding } from '../../maps/geo/tiles.ts';
import type { ControlName } from '../../maps/controls/types.ts';
import type { EngineName } from '../../maps/engines/types.ts';
// The spec's figures, once for the whole finder (section 9): padding top 100 others 50, 0.01 degrees; 1000 m in offersSearchThisArea.
import { FIT_PADDING, SINGLE_POINT_WIDENING_DEGREES } from './finder-constants.ts';
import { offersSearchThisArea } from './results.ts';
/** The controls the finder's map has unless the finder asks for others. */
export const FINDER_MAP_CONTROLS: readonly ControlName[] = ['zoom', 'legal'];
/** Before any search: the whole world at zoom 2 (maps-toolkit spec section 4's fallback view). */
export const WORLD_VIEW = { center: { latitude: 0, longitude: 0 }, zoom: 2 } as const;

/** One result the map shows: the finder maps its units to these (the list and the map share the `id`). */
export interface FinderMapUnit {
  /** The unit's id; `select(id)` and `onMarkerSelect(id)` use it. */
  id: string;
  /** The marker's accessible name: the unit's display name (as the list shows it), after the number when there is one. */
  name: string;
  position: Position;
  /** The number drawn on the marker (the result's place in the list, 1-based); none when absent. */
  number?: number;
}

/** What `onMoved` reports after the visitor moved the map (drag, zoom, keys, controls) and it settled. */
export interface FinderMapMoved {
  /** The map centre now. */
  center: Position;
  /** Metres from the last search centre. */
  distance: number;
  /** `distance >= SEARCH_THIS_AREA_METERS` (1000 m): show 'Search this area'. */
  searchArea: boolean;
}

/** A visitor's map interaction, for the finder's aggregated analytics (spec section 7: map drag and zoom). */
export interface FinderMapInteraction {
  kind: 'drag' | 'zoom';
  center: Position;
  zoom: number;
}

/** The map could not be shown; the list goes on without it (issue 12, 'the list works without the map'). */
export interface FinderMapFailure {
  engine: EngineName;
  /** 'Google Maps' or 'MapLibre': the name the googleUnavailable message gives the visitor. */
  engineLabel: string;
  /** The engine's own error text, for the console and the error event (not for the visitor). */
  message: string;
}

const ENGINE_LABELS: Readonly<Record<EngineName, string>> = { google: 'Google Maps', maplibre: 'MapLibre' };

/** The engine's name as a visitor reads it in the googleUnavailable message. */
export function engineLabel(engine: EngineName): string {
  return ENGINE_LABELS[engine];
}

/**
 * The box the map fits: every result and the origin (the searched point), a single point widened by
 * 0.01 degrees (spec section 9); undefined when there is nothing to show.
 */
export function resultBounds(units: readonly Pick<FinderMapUnit, 'position'>[], origin?: Position): BoundingBox | undefined {
  const positions = units.map((unit) => unit.position);
  if (origin) positions.push(origin);
  const box = boundsOf(positions);
  if (!box) return undefined;
  return isSinglePoint(box) ? widenSinglePoint(box, SINGLE_POINT_WIDENING_DEGREES) : box;
}

/**
 * The view (centre and zoom) that shows `box` in a map of `size` with the spec's padding, top 100 and
 * others 50. When the map is too small for the padding (a 320 px phone in landscape), the padding shrinks
 * to a quarter of each side so the results still fit, rather than the map zooming out to the whole world.
 */
export function fitView(box: BoundingBox, size: { width: number; height: number }): { center: Position; zoom: number } {
  const roomy = size.width > FIT_PADDING.left + FIT_PADDING.right && size.height > FIT_PADDING.top + FIT_PADDING.bottom;
  const padding = roomy ? FIT_PADDING : scaledPadding(size);
  return fitBounds(box, size, padding);
}

function scaledPadding(size: { width: number; height: number }): Padding {
  const x = Math.min(FIT_PADDING.left, size.width / 4);
  const y = Math.min(FIT_PADDING.bottom, size.height / 4);
  return { top: Math.min(FIT_PADDING.top, size.height / 4), right: x, bottom: y, left: x };
}

/** How far the map centre is from the last search centre, and whether that calls for 'Search this area'. */
export function movedFrom(searchCentre: Position, center: Position): FinderMapMoved {
  return { center, distance: distance(searchCentre, center), searchArea: offersSearchThisArea(searchCentre, center) };
}

/** Markers of units at one spot (several wards meet in one meetinghouse) stand this far apart, in CSS pixels: a 24 px target each. */
export const SPREAD_STEP_PX = 24;

/**
 * Horizontal offsets (CSS pixels) that fan out the markers of units at the same position, so each stays
 * visible and clickable: 0 for a unit alone; for n at one spot, steps of 24 px centred on it, in list order.
 */
export function spreadOffsets(units: readonly Pick<FinderMapUnit, 'position'>[]): number[] {
  const key = (position: Position) => `${position.latitude.toFixed(6)},${position.longitude.toFixed(6)}`;
  const groups = new Map<string, number>();
  for (const unit of units) groups.set(key(unit.position), (groups.get(key(unit.position)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return units.map((unit) => {
    const at = key(unit.position);
    const count = groups.get(at) ?? 1;
    const index = seen.get(at) ?? 0;
    seen.set(at, index + 1);
    return (index - (count - 1) / 2) * SPREAD_STEP_PX;
  });
}

/** Which markers are shown: all without a selection, only the selected one with it (spec section 4). */
export function markerShown(id: string, selected: string | undefined): boolean {
  return selected === undefined || selected === id;
}

/**
 * A result marker as drawn (finder-map.css), in CSS pixels, anchored at its bottom centre: the pin's 25 px
 * circle (21 px and its 2 px border) on its point, 31 px tall with the gap below it, in a target at least
 * 24 px wide and 32 px tall. Boxes this size a pixel apart never cover each other's numbers.
 */
export const MARKER_BOX = { width: 26, height: 32 } as const;
/** Pixels kept free between two decluttered markers. */
export const MARKER_GAP_PX = 1;
/** How far (in rings of half a marker) a marker may be moved off its place before it is left where it is. */
const DECLUTTER_MAX_RINGS = 60;

export interface PixelOffset {
  x: number;
  y: number;
}

/** Where decluttering may move markers: the map's size in pixels (a marker is never pushed out of view). */
export interface DeclutterArea {
  width: number;
  height: number;
}

/**
 * Where each numbered marker is drawn so that none covers another's number (issue 19 item 12), given the
 * markers' positions in map pixels (list order) and their first choice of offset (spreadOffsets: wards of one
 * meetinghouse side by side). In list order, a marker keeps its first choice when that spot is free, else it
 * takes the nearest free spot on rings around its position, level moves before vertical ones. Markers whose
 * place is inside `area` are placed first and stay inside it while there is room; the others stay outside it. Markers are compared as equal
 * boxes anchored at their bottom centre, `gap` pixels apart; the offsets are added to the positions.
 */
export function declutter(
  points: readonly { x: number; y: number }[],
  preferred: readonly number[] = [],
  area?: DeclutterArea,
  box: { width: number; height: number } = MARKER_BOX,
  gap: number = MARKER_GAP_PX,
): PixelOffset[] {
  const placed: { x: number; y: number }[] = [];
  const free = (x: number, y: number) => placed.every((other) => Math.abs(other.x - x) >= box.width + gap || Math.abs(other.y - y) >= box.height + gap);
  const inside = (x: number, y: number) => !area || (x - box.width / 2 >= 0 && x + box.width / 2 <= area.width && y - box.height >= 0 && y <= area.height);
  const step = Math.min(box.width, box.height) / 2;
  const offsets: PixelOffset[] = points.map(() => ({ x: 0, y: 0 }));
  // Markers in view first, in list order: a marker out of view never takes their room.
  const order = points
    .map((point, index) => ({ index, inView: inside(point.x, point.y) }))
    .sort((a, b) => Number(b.inView) - Number(a.inView) || a.index - b.index);
  for (const { index, inView } of order) {
    const point = points[index]!;
    const first = { x: preferred[index] ?? 0, y: 0 };
    // One in view stays in view while there is room; one out of view stays out of it.
    const fits = (x: number, y: number) => free(x, y) && inside(x, y) === inView;
    // With no room left, covering a number is worse than leaving the view.
    const offset = fits(point.x + first.x, point.y) ? first : (nearestFree(point, step, fits) ?? nearestFree(point, step, free) ?? first);
    placed.push({ x: point.x + offset.x, y: point.y + offset.y });
    offsets[index] = offset;
  }
  return offsets;
}

/** The first free spot on rings of `step` pixels around `point`; on each ring, level moves first. */
function nearestFree(point: { x: number; y: number }, step: number, free: (x: number, y: number) => boolean): PixelOffset | undefined {
  for (let ring = 1; ring <= DECLUTTER_MAX_RINGS; ring += 1) {
    const radius = ring * step;
    const count = 8 * ring;
    const angles = Array.from({ length: count }, (_, i) => (2 * Math.PI * i) / count).sort(
      (a, b) => Math.abs(Math.sin(a)) - Math.abs(Math.sin(b)) || Math.cos(b) - Math.cos(a),
    );
    for (const angle of angles) {
      const x = Math.round(radius * Math.cos(angle));
      const y = Math.round(radius * Math.sin(angle));
      if (free(point.x + x, point.y + y)) return { x, y };
    }
  }
  return undefined;
}
