/**
 * The map-service attributes of every block that starts a map (`vb-map`, `vb-unit-finder`): declared once and
 * spread into each meta.ts, read and checked once by maps/session-logic.ts (`readMapService`). Pure data: Node
 * reads it with the metas (scripts/manifest.ts).
 */
import { defineProps } from '../src/props.ts';

export const mapServiceProps = defineProps({
  googleKey: {
    type: 'string',
    default: '',
    description:
      'A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. ' +
      'A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads.',
  },
  styleUrl: {
    type: 'string',
    default: '',
    description:
      "MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. " +
      'A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads.',
  },
  proxyPath: {
    type: 'string',
    default: '',
    description:
      "The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. " +
      'A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads.',
  },
  clientId: {
    type: 'string',
    default: 'visitor-blocks',
    description:
      "The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads.",
  },
});
