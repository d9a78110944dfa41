import { mapServiceProps } from '../../maps/session-props.ts';
import { defineMeta } from '../../src/props.ts';
import type { UnitsAndCampaignsInput } from './form-display.ts';

export const meta = defineMeta({
  name: 'unit-finder',
  family: 'finder',
  calls: {
    'maps service: {maps-proxy}/v2/scripts/configure, {maps}/v2/...': 'On a search: geocoding, the nearest units and the map (maps-toolkit section 7).',
    'GET {prefix}/api/autocomplete': 'As an address is typed: suggestions.',
    'GET /api/missionaryPhoneNumbers': "With the results: each unit's missionary number.",
  },
  description:
    'The congregation finder: a visitor types an address (or uses the device location) and sees the congregations nearby on a map and in a list, ' +
    'nearest first, with the meeting time, distance, address, missionary phone number, directions and an add-to-calendar link; filters by language and type; ' +
    'the search lives in the URL (`location`, `languages`, `unit`). `variant="giving-machines"` shows the giving-machine locations instead. ' +
    'Every attribute is optional: a bare element searches the same-origin maps service with English wording.',
  props: {
    location: {
      type: 'string',
      default: '',
      description:
        'A first search, run on load: an address or place (`Provo, UT`) or `GEOLOCATE` for the device location. The URL parameter `location` wins over it.',
    },
    languages: {
      type: 'string',
      default: '',
      description: 'The first language filter: language codes separated by commas (`es`). The URL parameter `languages` wins over it.',
    },
    unitType: {
      type: 'string',
      default: '',
      description: 'The first type filter: `general`, `ysa` or `single-adult`; empty: every type.',
    },
    miles: {
      type: 'number',
      default: 25,
      description:
        'Search radius in miles: the 10 nearest meetinghouses (a town, a ZIP code) or wards (a street address) within `miles` × 1609 m (spec section 7).',
    },
    distanceUnit: {
      type: 'string',
      default: 'mi',
      description: 'Distances in `mi` (miles) or `km` (kilometres), one decimal.',
    },
    hourCycle: {
      type: 'string',
      default: '',
      description: "Meeting times in `h12` (9:00 AM) or `h23` (09:00); empty: the page language's usual clock.",
    },
    variant: {
      type: 'string',
      default: 'default',
      description:
        '`default`: search box, filters, results header, list and map. `giving-machines`: a map of the giving machines with a detail panel per machine.',
    },
    urlState: {
      type: 'boolean',
      default: true,
      description:
        'Read and write the search in the page URL (`location`, `languages`, `unit`): a search adds a history entry, a filter or selection replaces it, Back reruns the earlier search. ' +
        '`url-state="false"` for a second finder on one page.',
    },
    map: { type: 'boolean', default: true, description: '`map="false"`: the list only, no map (nothing of the map engine loads).' },
    ...mapServiceProps,
    country: {
      type: 'string',
      default: '',
      description:
        'The visitor\'s country (ISO alpha-2 or alpha-3): the search field suggests addresses only for `us` (spec section 5). Empty: the page\'s `<meta name="geocountry">`, else `us`.',
    },
    suggestionCount: {
      type: 'number',
      default: 10,
      description: 'How many address suggestions the search field shows at most (spec section 9: 10); `0` turns them off.',
    },
    suggestionsLabel: { type: 'string', default: 'Suggested addresses', description: "The address suggestions list's accessible name." },
    formDisplay: {
      type: 'string',
      default: '',
      description:
        "Which results offer the contact form (spec section 3): `always-display` every result; `dynamic-display` a result whose unit is in `units-and-campaigns`' `unitIds` when the visitor's `cid` cookie is in its `campaignIds`; " +
        'empty or anything else: none. An offering result has `data-vb-form` and a `form-button`, which sends `vb-unit-finder-form` with the unit (the page opens its form).',
    },
    unitsAndCampaigns: {
      type: 'json',
      default: {} as UnitsAndCampaignsInput,
      description:
        'Spec section 3 units-and-campaigns for `dynamic-display`, a JSON object: `{"campaignIds": ["123"], "unitIds": ["456"]}` (ids as strings or numbers). Malformed JSON gives empty lists.',
    },
    formCampaignIds: {
      type: 'string',
      default: '',
      description: 'Alias of `units-and-campaigns` `campaignIds` as a comma list (`123, 124`), for hand-written HTML; both are read together.',
    },
    formUnitIds: {
      type: 'string',
      default: '',
      description: 'Alias of `units-and-campaigns` `unitIds` as a comma list, for hand-written HTML; both are read together.',
    },
    formButton: { type: 'string', default: 'Ask to visit', description: 'The button of a result that offers the form.' },
    searchLabel: { type: 'string', default: 'Address, city or ZIP code', description: 'The search field label.' },
    searchButton: { type: 'string', default: 'Search', description: 'The search button.' },
    locateButton: { type: 'string', default: 'Use my location', description: 'The device-location button.' },
    loadingText: { type: 'string', default: 'Searching…', description: 'Shown and announced while a search runs.' },
    noValue: {
      type: 'string',
      default: 'Please enter an address, city or ZIP code.',
      description: 'Spec `noValue`: the visitor searched with an empty field.',
    },
    browserLocation: {
      type: 'string',
      default: 'Your browser cannot share your location. Please type an address.',
      description: 'Spec `browserLocation`: the browser has no geolocation.',
    },
    userLocation: {
      type: 'string',
      default: 'Location access is blocked. Please allow it or type an address.',
      description:
        'Spec `userLocation`: the visitor or the page refused the location. A device that cannot tell (position unavailable, timeout) shows `search-error` instead.',
    },
    googleUnavailable: {
      type: 'string',
      default: 'The map ({engine}) could not load. The results are listed below.',
      description: 'Spec `googleUnavailable`: the map engine failed; `{engine}` is its name (Google Maps, MapLibre). The list still works.',
    },
    searchError: {
      type: 'string',
      default: 'The search could not be completed. Please try again.',
      description: 'The maps service failed (network or server error), or the device could not tell its position (unavailable, timeout).',
    },
    invalidAddress: {
      type: 'string',
      default: 'We could not find that place. Please check the address.',
      description: 'The address matched nothing (spec: an invalid address with no locations).',
    },
    noResults: { type: 'string', default: 'No congregations found near {location}.', description: 'Results header for none; `{location}` is the search.' },
    singleResult: { type: 'string', default: '1 congregation near {location}', description: 'Results header for one.' },
    multipleResults: { type: 'string', default: '{count} congregations near {location}', description: 'Results header for more; `{count}`, `{location}`.' },
    churchName: {
      type: 'string',
      default: 'The Church of Jesus Christ of Latter-day Saints',
      description: "The church's name, shown under each congregation's name.",
    },
    generalWard: { type: 'string', default: 'Ward', description: 'Type label of a general ward.' },
    ysaWard: { type: 'string', default: 'Young single adult ward', description: 'Type label of a young single adult (YSA) ward.' },
    sawWard: { type: 'string', default: 'Single adult ward', description: 'Type label of a single adult ward.' },
    getDirections: { type: 'string', default: 'Get directions', description: 'The directions link.' },
    distanceText: { type: 'string', default: '{distance} {unit} away', description: 'A distance; `{distance}` and `{unit}`.' },
    milesUnit: { type: 'string', default: 'mi', description: 'The unit word for miles.' },
    kilometresUnit: { type: 'string', default: 'km', description: 'The unit word for kilometres.' },
    serviceTime: {
      type: 'string',
      default: 'Sacrament meeting: {day} at {time}',
      description: 'The meeting time; `{day}` is the weekday, `{time}` the time in the page clock.',
    },
    nextMeeting: { type: 'string', default: 'Next meeting: {when}', description: 'The next meeting in the visitor\'s time zone; `{when}` like "Sunday 9:00".' },
    addToCalendar: { type: 'string', default: 'Add to calendar', description: 'The link that downloads the next meeting as an .ics file.' },
    missionaries: { type: 'string', default: 'Missionaries: {phone}', description: 'The first missionary phone number; `{phone}`.' },
    yourWard: { type: 'string', default: 'Your ward', description: 'Label of the ward whose boundary holds the exact address searched.' },
    narrowDown: { type: 'string', default: 'Narrow down', description: "The collapsible filter panel's button." },
    languageLabel: { type: 'string', default: 'Language', description: 'The language filter.' },
    anyLanguage: { type: 'string', default: 'Any language', description: "The language filter's empty choice." },
    typeLabel: { type: 'string', default: 'Congregation type', description: 'The type filter.' },
    anyType: { type: 'string', default: 'Any type', description: "The type filter's empty choice." },
    yourLocation: { type: 'string', default: 'your location', description: 'The place named in the results header after a device-location search.' },
    thisArea: { type: 'string', default: 'this area', description: "The place named in the results header after 'Search this area'." },
    searchThisArea: { type: 'string', default: 'Search this area', description: 'Shown when the map centre moved 1000 m or more from the last search.' },
    showAll: { type: 'string', default: 'Show all results', description: 'Clears the selection (also done by clicking the selected result again).' },
    mapLabel: {
      type: 'string',
      default: 'Map of the results',
      description: "The map's accessible name (giving machines: `giving-map-label` unless `map-label` is set).",
    },
    givingMapLabel: {
      type: 'string',
      default: 'Map of Giving Machine locations',
      description: "Giving machines: the map's accessible name, when `map-label` is not set.",
    },
    givingHeading: { type: 'string', default: 'Giving Machine locations', description: 'Giving machines: the list heading.' },
    givingBack: { type: 'string', default: 'All locations', description: "Giving machines: the detail panel's back button." },
    givingLoading: { type: 'string', default: 'Loading Giving Machine locations…', description: 'Giving machines: shown while the list loads.' },
    givingLoadError: {
      type: 'string',
      default: 'Giving Machine locations could not be loaded. Please try again later.',
      description: 'Giving machines: the list could not be loaded.',
    },
    givingRetry: { type: 'string', default: 'Try again', description: 'Giving machines: the button that loads the list again after a failure.' },
    givingEmpty: { type: 'string', default: 'There are no Giving Machine locations right now.', description: 'Giving machines: the list is empty.' },
    givingFacebook: { type: 'string', default: 'Facebook', description: "Giving machines: a site's Facebook link." },
    givingInstagram: { type: 'string', default: 'Instagram', description: "Giving machines: a site's Instagram link." },
    givingAddress: { type: 'string', default: 'Address', description: 'Giving machines: the address label.' },
    givingVenue: { type: 'string', default: 'Where', description: 'Giving machines: the venue label.' },
    givingDates: { type: 'string', default: 'Dates', description: 'Giving machines: the dates label.' },
    givingHours: { type: 'string', default: 'Hours', description: 'Giving machines: the opening hours label.' },
    givingCharities: { type: 'string', default: 'Charities', description: 'Giving machines: the charities label.' },
  },
  events: {
    'vb-unit-finder-search': {
      description:
        'A search ended with results drawn (also zero): `location` the text searched (or `GEOLOCATE`), `exact` whether the address was exact, `count` the results shown after filtering, `ids` their unit ids in order.',
      detail: '{ location: string; exact: boolean; count: number; ids: string[] }',
    },
    'vb-unit-finder-select': {
      description: 'The visitor selected a unit (a closed result or its marker) or cleared the selection (`id` null).',
      detail: '{ id: string | null; name: string | null }',
    },
    'vb-unit-finder-filter': {
      description: 'The visitor changed a filter.',
      detail: '{ languages: string[]; type: string }',
    },
    'vb-unit-finder-form': {
      description: "The visitor pressed a result's `form-button` (`form-display`): open the contact form for this unit.",
      detail: '{ id: string; name: string }',
    },
    'vb-map-legal-error': {
      description:
        "The map's legal notices could not be loaded ('Unable to display legal.'): the legal control is removed. Sent by the map's legal control, named as `vb-map` names it.",
      detail: '{ message: string }',
    },
    'vb-unit-finder-error': {
      description:
        'A message was shown: `code` `noValue`, `browserLocation`, `userLocation`, `googleUnavailable`, `invalidAddress` or `search`; `message` is the text shown.',
      detail: "{ code: 'noValue' | 'browserLocation' | 'userLocation' | 'googleUnavailable' | 'invalidAddress' | 'search'; message: string }",
    },
  },
  parts: {
    search: 'The search form (field, search and location buttons).',
    input: 'The search field.',
    listbox: 'The address suggestions under the search field.',
    option: 'One address suggestion.',
    'option-active': 'The suggestion the arrow keys are on.',
    message: 'The error message (an alert).',
    status: 'The results header and the loading text (a polite live region).',
    filters: 'The narrow-down panel.',
    map: 'The map box.',
    results: 'The result list.',
    result: 'One result.',
    'giving-machines': 'Giving machines: the variant as a whole.',
    panel: "Giving machines: the list and a machine's detail panel.",
  },
  cssProperties: {
    '--vb-unit-finder-accent': 'Buttons, links and the selected result. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-unit-finder-map-height': 'Height of the map. Default: `360px` (`240px` under 600 px wide).',
    '--vb-unit-finder-loading-height':
      'Room kept while a search loads (and, before the script runs, for a finder with a first `location`), so the page below does not jump when the results arrive. Default: `36rem`.',
    '--vb-unit-finder-selected-background': 'Background of the selected result. Default: `#eef4fb`.',
    '--vb-unit-finder-marker-color': 'Result markers on the map. Default: `#7d003f`.',
    '--vb-unit-finder-marker-selected-color': "The selected result's marker and number. Default: `--vb-unit-finder-accent` (`#1f5ea8`).",
    '--vb-unit-finder-marker-text-color': 'The number on a result marker. Default: `#fff`.',
    '--vb-unit-finder-focus-color': 'Focus ring of the map markers. Default: `--vb-color-focus` (`#1f5ea8`).',
    '--vb-unit-finder-map-background': 'Giving machines: shown behind the map while it loads. Default: `#e8eef3`.',
    '--vb-unit-finder-hover-background': 'Giving machines: a list entry under the pointer. Default: `#f1f4f7`.',
    '--vb-unit-finder-origin-color': 'The searched place on the map. Default: `#1f5ea8`.',
  },
});
