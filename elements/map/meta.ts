import { mapServiceProps } from '../../maps/session-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'map',
  family: 'finder',
  calls: {
    'maps service: {maps-proxy}/v2/scripts/configure, {maps}/v2/...':
      'On connect: the session, clusters and the basemap (maps-toolkit section 7). Without it `vb-map-error` is sent and `error-message` shows.',
  },
  description:
    'An interactive map of locations from the maps service, clustered by the service as the visitor pans and zooms, with zoom, geolocate, map type and legal controls. ' +
    'It runs on MapLibre with an offline basemap by default, or on Google Maps when a Google key is set. The map engine loads only when a map is on the page.',
  props: {
    layers: {
      type: 'string',
      default: '',
      description:
        'Which locations are clustered: layer names or location types from the maps service, separated by spaces or commas (`MEETINGHOUSE`, `WARDS TEMPLES`). Empty (the default): every layer.',
    },
    center: {
      type: 'string',
      default: '',
      description:
        "The first centre as `latitude,longitude` (`40.76,-111.89`). Empty: the visitor's own address from the maps service (their IP) at zoom 12, else 0,0 at zoom 2. A later change moves the map.",
    },
    zoom: {
      type: 'number',
      default: null as number | null,
      description: 'The first zoom (0 the whole world, 21 a building). Empty: 12 with a centre, else as for `center`. A later change zooms the map.',
    },
    controls: {
      type: 'string',
      default: 'zoom geolocate maptype legal',
      description:
        'The controls shown, in the bottom-right corner, separated by spaces: any of `zoom`, `geolocate`, `maptype`, `legal`. Empty (`controls=""`): none. An unknown name is skipped with a console warning.',
    },
    label: { type: 'string', default: 'Map', emptyIsDefault: true, description: "The map's accessible name (what a screen reader calls the map region)." },
    mapType: {
      type: 'string',
      default: '',
      description:
        "The first base map's id: MapLibre's `INTERNAL:ROAD` or `INTERNAL:LIGHT`; Google's `roadmap`, `hybrid`, `satellite`, `terrain` or `light`. Empty or unknown: the engine's first type.",
    },
    ...mapServiceProps,
    loadingText: { type: 'string', default: 'Loading the map…', description: 'Shown and announced while the map loads.' },
    errorMessage: {
      type: 'string',
      default: 'Unable to load the map.',
      description: 'Shown (and announced) when the map engine cannot load (no WebGL, a blocked script, a failed basemap).',
    },
  },
  events: {
    'vb-map-ready': {
      description: 'The map is drawn and can be used: the engine has loaded and its first view is set (clusters follow on the first idle).',
      detail: "{ engine: 'maplibre' | 'google'; center: { latitude: number; longitude: number }; zoom: number }",
    },
    'vb-map-click': {
      description:
        'A cluster was chosen (click, Enter or Space) that is not zoomed into: one location, a cluster at the maximum zoom, or locations at the same spot. ' +
        'A mouse click is sent after 500 ms, and a double click cancels it (the double click zooms the map instead). `location` is set when the cluster holds one location.',
      detail:
        '{ cluster: { coordinates: { latitude: number; longitude: number }; count?: number; counts?: { type: string; count: number }[]; locations?: object[]; extent?: object }; location?: { id: string; type: string; name?: string; key?: string }; position: { latitude: number; longitude: number } }',
    },
    'vb-map-cluster-zoom': {
      description:
        'A cluster of spread-out locations was chosen below the maximum zoom: the map zoomed to fit it. Sent when the map has landed, with the zoom it landed on.',
      detail: '{ extent: { southWest: { latitude: number; longitude: number }; northEast: { latitude: number; longitude: number } }; zoom: number }',
    },
    'vb-map-drawn': {
      description:
        'The cluster markers of a view are on the map: after the first load and after every pan or zoom. `count` is the markers drawn (at most 300), `ms` the time from the map coming to rest to the markers drawn.',
      detail: '{ count: number; ms: number }',
    },
    'vb-map-maptype-change': { description: 'The visitor chose another base map in the map type control.', detail: '{ id: string }' },
    'vb-map-maptype-mode': {
      description: 'The map type control changed its layout: a button with a list when the map is 600 px wide or narrower, else an overview thumbnail.',
      detail: "{ mode: 'BUTTON' | 'OVERVIEW' }",
    },
    'vb-map-geolocate': {
      description: "The visitor's own position was found (geolocate control): the map is fitted to its accuracy circle.",
      detail: '{ position: { latitude: number; longitude: number }; accuracy: number }',
    },
    'vb-map-geolocate-error': {
      description: "The browser could not give the visitor's position (denied, unavailable, timed out): the geolocate button turns red.",
      detail: '{ code: number; message: string }',
    },
    'vb-map-legal-error': {
      description: "The legal notices could not be loaded ('Unable to display legal.'): the legal control is removed.",
      detail: '{ message: string }',
    },
    'vb-map-error': {
      description:
        '`phase` "engine": the map could not load and `error-message` is shown. "clusters": a cluster call failed (the markers of the last good view stay). `message` is technical, for logs.',
      detail: "{ phase: 'engine' | 'clusters'; message: string }",
    },
  },
  parts: {
    frame: 'The box holding the map, its controls and its messages.',

    canvas: "The engine's drawing area.",
    controls: 'The corner holding the controls.',
    status: 'The loading message (a polite live region).',
    error: 'The message shown when the map cannot load (an alert).',
    cluster: 'One cluster marker: a button named like "12 meetinghouses".',
    'cluster-icon': "A cluster marker's icon, scaled with the zoom.",
    'cluster-count': "A cluster marker's count.",
  },
  cssProperties: {
    '--vb-map-height': 'Height of the map. Default: `400px` (reserved before the script loads, so nothing on the page moves).',
    '--vb-map-background': 'Shown while the map loads and behind the basemap. Default: `#e8eef3`.',
    '--vb-map-marker-color': "Cluster and marker colour. Default: `#7d003f` (the spec's brand colour).",
    '--vb-map-marker-text-color': 'Count colour on a cluster. Default: `#ffffff`.',
    '--vb-map-focus-color': 'Focus ring of markers and controls. Default: `--vb-color-focus` (`#1f5ea8`).',
  },
});
