import type { ElementExample } from '../../src/example.ts';

/** vb-map's examples: the demo page (scripts/demo-examples.ts), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Meetinghouses around Salt Lake City`,
    description: `Meetinghouses clustered by the maps service, centred on Salt Lake City at zoom 10, with every control. Click (or focus and press Enter on) a cluster to zoom into it.`,
    html: `<vb-map
  layers="MEETINGHOUSE"
  center="40.76,-111.89"
  zoom="10"
  controls="zoom geolocate maptype legal"
  label="Meetinghouses near Salt Lake City"
></vb-map>`,
  },
  {
    name: 'own-address',
    title: `Centred on the visitor`,
    description: `No <code>center</code>: the map asks the maps service for the visitor's own address (from their IP) and opens there at zoom 12, or on the whole world (0,0 at zoom 2) when there is none.`,
    html: `<vb-map layers="MEETINGHOUSE" controls="zoom legal" label="Meetinghouses near you"></vb-map>`,
  },
  {
    name: 'continent',
    title: `Temples and meetinghouses across North America`,
    description: `Two layers at zoom 3: large clusters with their counts, markers drawn small at this zoom (spec section 9 scale). The map type control switches between the road map and the light map.`,
    html: `<vb-map layers="MEETINGHOUSE TEMPLES" center="42,-100" zoom="3" controls="maptype legal" label="Temples and meetinghouses in North America"></vb-map>`,
  },
  {
    name: 'own-height-no-controls',
    title: `Own height, no controls`,
    description: `<code>controls=""</code> shows none; the class <code>map-demo-short</code> (in <code>/demo/map.css</code>) sets <code>--vb-map-height: 260px</code>, reserved before the script loads.`,
    html: `<vb-map class="map-demo-short" layers="MEETINGHOUSE" center="51.51,-0.13" zoom="9" controls="" label="Meetinghouses around London"></vb-map>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the map renders into the page, so page CSS reaches the cluster markers: <code>/demo/map.css</code> colours them through <code>--vb-map-marker-color</code>.`,
    html: `<vb-map render="light" class="map-demo-teal" layers="MEETINGHOUSE" center="-33.87,151.21" zoom="9" controls="zoom legal" label="Meetinghouses around Sydney"></vb-map>`,
  },
];
