// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { UnitFinderProps } from '../elements/unit-finder/unit-finder.tsx';
import type { UnitFinderEvents } from '../elements/unit-finder/events.ts';

export type * from '../elements/unit-finder/events.ts';
export type { UnitFinderProps } from '../elements/unit-finder/unit-finder.tsx';
export { default } from '../elements/unit-finder/define.ts';

/** <vb-unit-finder>: The congregation finder: a visitor types an address (or uses the device location) and sees the congregations nearby on a map and in a list, nearest first, with the meeting time, distance, address, missionary phone number, directions and an add-to-calendar link; filters by language and type; the search lives in the URL (`location`, `languages`, `unit`). `variant="giving-machines"` shows the giving-machine locations instead. Every attribute is optional: a bare element searches the same-origin maps service with English wording. */
export interface VbUnitFinderElement extends HTMLElement, UnitFinderProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-unit-finder> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbUnitFinderJsxProps = React.ClassAttributes<VbUnitFinderElement> &
  Omit<
    React.HTMLAttributes<VbUnitFinderElement>,
    | 'location'
    | 'languages'
    | 'unitType'
    | 'unit-type'
    | 'miles'
    | 'distanceUnit'
    | 'distance-unit'
    | 'hourCycle'
    | 'hour-cycle'
    | 'variant'
    | 'urlState'
    | 'url-state'
    | 'map'
    | 'googleKey'
    | 'google-key'
    | 'styleUrl'
    | 'style-url'
    | 'proxyPath'
    | 'proxy-path'
    | 'clientId'
    | 'client-id'
    | 'country'
    | 'suggestionCount'
    | 'suggestion-count'
    | 'suggestionsLabel'
    | 'suggestions-label'
    | 'formDisplay'
    | 'form-display'
    | 'unitsAndCampaigns'
    | 'units-and-campaigns'
    | 'formCampaignIds'
    | 'form-campaign-ids'
    | 'formUnitIds'
    | 'form-unit-ids'
    | 'formButton'
    | 'form-button'
    | 'searchLabel'
    | 'search-label'
    | 'searchButton'
    | 'search-button'
    | 'locateButton'
    | 'locate-button'
    | 'loadingText'
    | 'loading-text'
    | 'noValue'
    | 'no-value'
    | 'browserLocation'
    | 'browser-location'
    | 'userLocation'
    | 'user-location'
    | 'googleUnavailable'
    | 'google-unavailable'
    | 'searchError'
    | 'search-error'
    | 'invalidAddress'
    | 'invalid-address'
    | 'noResults'
    | 'no-results'
    | 'singleResult'
    | 'single-result'
    | 'multipleResults'
    | 'multiple-results'
    | 'churchName'
    | 'church-name'
    | 'generalWard'
    | 'general-ward'
    | 'ysaWard'
    | 'ysa-ward'
    | 'sawWard'
    | 'saw-ward'
    | 'getDirections'
    | 'get-directions'
    | 'distanceText'
    | 'distance-text'
    | 'milesUnit'
    | 'miles-unit'
    | 'kilometresUnit'
    | 'kilometres-unit'
    | 'serviceTime'
    | 'service-time'
    | 'nextMeeting'
    | 'next-meeting'
    | 'addToCalendar'
    | 'add-to-calendar'
    | 'missionaries'
    | 'yourWard'
    | 'your-ward'
    | 'narrowDown'
    | 'narrow-down'
    | 'languageLabel'
    | 'language-label'
    | 'anyLanguage'
    | 'any-language'
    | 'typeLabel'
    | 'type-label'
    | 'anyType'
    | 'any-type'
    | 'yourLocation'
    | 'your-location'
    | 'thisArea'
    | 'this-area'
    | 'searchThisArea'
    | 'search-this-area'
    | 'showAll'
    | 'show-all'
    | 'mapLabel'
    | 'map-label'
    | 'givingMapLabel'
    | 'giving-map-label'
    | 'givingHeading'
    | 'giving-heading'
    | 'givingBack'
    | 'giving-back'
    | 'givingLoading'
    | 'giving-loading'
    | 'givingLoadError'
    | 'giving-load-error'
    | 'givingRetry'
    | 'giving-retry'
    | 'givingEmpty'
    | 'giving-empty'
    | 'givingFacebook'
    | 'giving-facebook'
    | 'givingInstagram'
    | 'giving-instagram'
    | 'givingAddress'
    | 'giving-address'
    | 'givingVenue'
    | 'giving-venue'
    | 'givingDates'
    | 'giving-dates'
    | 'givingHours'
    | 'giving-hours'
    | 'givingCharities'
    | 'giving-charities'
    | 'render'
  > & {
    /** A first search, run on load: an address or place (`Provo, UT`) or `GEOLOCATE` for the device location. The URL parameter `location` wins over it. */
    location?: UnitFinderProps['location'];
    /** The first language filter: language codes separated by commas (`es`). The URL parameter `languages` wins over it. */
    languages?: UnitFinderProps['languages'];
    /** The first type filter: `general`, `ysa` or `single-adult`; empty: every type. */
    unitType?: UnitFinderProps['unitType'];
    /** The first type filter: `general`, `ysa` or `single-adult`; empty: every type. */
    'unit-type'?: string;
    /** Search radius in miles: the 10 nearest meetinghouses (a town, a ZIP code) or wards (a street address) within `miles` × 1609 m (spec section 7). */
    miles?: UnitFinderProps['miles'];
    /** Distances in `mi` (miles) or `km` (kilometres), one decimal. */
    distanceUnit?: UnitFinderProps['distanceUnit'];
    /** Distances in `mi` (miles) or `km` (kilometres), one decimal. */
    'distance-unit'?: string;
    /** Meeting times in `h12` (9:00 AM) or `h23` (09:00); empty: the page language's usual clock. */
    hourCycle?: UnitFinderProps['hourCycle'];
    /** Meeting times in `h12` (9:00 AM) or `h23` (09:00); empty: the page language's usual clock. */
    'hour-cycle'?: string;
    /** `default`: search box, filters, results header, list and map. `giving-machines`: a map of the giving machines with a detail panel per machine. */
    variant?: UnitFinderProps['variant'];
    /** Read and write the search in the page URL (`location`, `languages`, `unit`): a search adds a history entry, a filter or selection replaces it, Back reruns the earlier search. `url-state="false"` for a second finder on one page. */
    urlState?: UnitFinderProps['urlState'];
    /** Read and write the search in the page URL (`location`, `languages`, `unit`): a search adds a history entry, a filter or selection replaces it, Back reruns the earlier search. `url-state="false"` for a second finder on one page. */
    'url-state'?: boolean;
    /** `map="false"`: the list only, no map (nothing of the map engine loads). */
    map?: UnitFinderProps['map'];
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    googleKey?: UnitFinderProps['googleKey'];
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    'google-key'?: string;
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    styleUrl?: UnitFinderProps['styleUrl'];
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    'style-url'?: string;
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    proxyPath?: UnitFinderProps['proxyPath'];
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    'proxy-path'?: string;
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    clientId?: UnitFinderProps['clientId'];
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    'client-id'?: string;
    /** The visitor's country (ISO alpha-2 or alpha-3): the search field suggests addresses only for `us` (spec section 5). Empty: the page's `<meta name="geocountry">`, else `us`. */
    country?: UnitFinderProps['country'];
    /** How many address suggestions the search field shows at most (spec section 9: 10); `0` turns them off. */
    suggestionCount?: UnitFinderProps['suggestionCount'];
    /** How many address suggestions the search field shows at most (spec section 9: 10); `0` turns them off. */
    'suggestion-count'?: number | `${number}`;
    /** The address suggestions list's accessible name. */
    suggestionsLabel?: UnitFinderProps['suggestionsLabel'];
    /** The address suggestions list's accessible name. */
    'suggestions-label'?: string;
    /** Which results offer the contact form (spec section 3): `always-display` every result; `dynamic-display` a result whose unit is in `units-and-campaigns`' `unitIds` when the visitor's `cid` cookie is in its `campaignIds`; empty or anything else: none. An offering result has `data-vb-form` and a `form-button`, which sends `vb-unit-finder-form` with the unit (the page opens its form). */
    formDisplay?: UnitFinderProps['formDisplay'];
    /** Which results offer the contact form (spec section 3): `always-display` every result; `dynamic-display` a result whose unit is in `units-and-campaigns`' `unitIds` when the visitor's `cid` cookie is in its `campaignIds`; empty or anything else: none. An offering result has `data-vb-form` and a `form-button`, which sends `vb-unit-finder-form` with the unit (the page opens its form). */
    'form-display'?: string;
    /** Spec section 3 units-and-campaigns for `dynamic-display`, a JSON object: `{"campaignIds": ["123"], "unitIds": ["456"]}` (ids as strings or numbers). Malformed JSON gives empty lists. */
    unitsAndCampaigns?: UnitFinderProps['unitsAndCampaigns'] | string;
    /** Spec section 3 units-and-campaigns for `dynamic-display`, a JSON object: `{"campaignIds": ["123"], "unitIds": ["456"]}` (ids as strings or numbers). Malformed JSON gives empty lists. */
    'units-and-campaigns'?: string;
    /** Alias of `units-and-campaigns` `campaignIds` as a comma list (`123, 124`), for hand-written HTML; both are read together. */
    formCampaignIds?: UnitFinderProps['formCampaignIds'];
    /** Alias of `units-and-campaigns` `campaignIds` as a comma list (`123, 124`), for hand-written HTML; both are read together. */
    'form-campaign-ids'?: string;
    /** Alias of `units-and-campaigns` `unitIds` as a comma list, for hand-written HTML; both are read together. */
    formUnitIds?: UnitFinderProps['formUnitIds'];
    /** Alias of `units-and-campaigns` `unitIds` as a comma list, for hand-written HTML; both are read together. */
    'form-unit-ids'?: string;
    /** The button of a result that offers the form. */
    formButton?: UnitFinderProps['formButton'];
    /** The button of a result that offers the form. */
    'form-button'?: string;
    /** The search field label. */
    searchLabel?: UnitFinderProps['searchLabel'];
    /** The search field label. */
    'search-label'?: string;
    /** The search button. */
    searchButton?: UnitFinderProps['searchButton'];
    /** The search button. */
    'search-button'?: string;
    /** The device-location button. */
    locateButton?: UnitFinderProps['locateButton'];
    /** The device-location button. */
    'locate-button'?: string;
    /** Shown and announced while a search runs. */
    loadingText?: UnitFinderProps['loadingText'];
    /** Shown and announced while a search runs. */
    'loading-text'?: string;
    /** Spec `noValue`: the visitor searched with an empty field. */
    noValue?: UnitFinderProps['noValue'];
    /** Spec `noValue`: the visitor searched with an empty field. */
    'no-value'?: string;
    /** Spec `browserLocation`: the browser has no geolocation. */
    browserLocation?: UnitFinderProps['browserLocation'];
    /** Spec `browserLocation`: the browser has no geolocation. */
    'browser-location'?: string;
    /** Spec `userLocation`: the visitor or the page refused the location. A device that cannot tell (position unavailable, timeout) shows `search-error` instead. */
    userLocation?: UnitFinderProps['userLocation'];
    /** Spec `userLocation`: the visitor or the page refused the location. A device that cannot tell (position unavailable, timeout) shows `search-error` instead. */
    'user-location'?: string;
    /** Spec `googleUnavailable`: the map engine failed; `{engine}` is its name (Google Maps, MapLibre). The list still works. */
    googleUnavailable?: UnitFinderProps['googleUnavailable'];
    /** Spec `googleUnavailable`: the map engine failed; `{engine}` is its name (Google Maps, MapLibre). The list still works. */
    'google-unavailable'?: string;
    /** The maps service failed (network or server error), or the device could not tell its position (unavailable, timeout). */
    searchError?: UnitFinderProps['searchError'];
    /** The maps service failed (network or server error), or the device could not tell its position (unavailable, timeout). */
    'search-error'?: string;
    /** The address matched nothing (spec: an invalid address with no locations). */
    invalidAddress?: UnitFinderProps['invalidAddress'];
    /** The address matched nothing (spec: an invalid address with no locations). */
    'invalid-address'?: string;
    /** Results header for none; `{location}` is the search. */
    noResults?: UnitFinderProps['noResults'];
    /** Results header for none; `{location}` is the search. */
    'no-results'?: string;
    /** Results header for one. */
    singleResult?: UnitFinderProps['singleResult'];
    /** Results header for one. */
    'single-result'?: string;
    /** Results header for more; `{count}`, `{location}`. */
    multipleResults?: UnitFinderProps['multipleResults'];
    /** Results header for more; `{count}`, `{location}`. */
    'multiple-results'?: string;
    /** The church's name, shown under each congregation's name. */
    churchName?: UnitFinderProps['churchName'];
    /** The church's name, shown under each congregation's name. */
    'church-name'?: string;
    /** Type label of a general ward. */
    generalWard?: UnitFinderProps['generalWard'];
    /** Type label of a general ward. */
    'general-ward'?: string;
    /** Type label of a young single adult (YSA) ward. */
    ysaWard?: UnitFinderProps['ysaWard'];
    /** Type label of a young single adult (YSA) ward. */
    'ysa-ward'?: string;
    /** Type label of a single adult ward. */
    sawWard?: UnitFinderProps['sawWard'];
    /** Type label of a single adult ward. */
    'saw-ward'?: string;
    /** The directions link. */
    getDirections?: UnitFinderProps['getDirections'];
    /** The directions link. */
    'get-directions'?: string;
    /** A distance; `{distance}` and `{unit}`. */
    distanceText?: UnitFinderProps['distanceText'];
    /** A distance; `{distance}` and `{unit}`. */
    'distance-text'?: string;
    /** The unit word for miles. */
    milesUnit?: UnitFinderProps['milesUnit'];
    /** The unit word for miles. */
    'miles-unit'?: string;
    /** The unit word for kilometres. */
    kilometresUnit?: UnitFinderProps['kilometresUnit'];
    /** The unit word for kilometres. */
    'kilometres-unit'?: string;
    /** The meeting time; `{day}` is the weekday, `{time}` the time in the page clock. */
    serviceTime?: UnitFinderProps['serviceTime'];
    /** The meeting time; `{day}` is the weekday, `{time}` the time in the page clock. */
    'service-time'?: string;
    /** The next meeting in the visitor's time zone; `{when}` like "Sunday 9:00". */
    nextMeeting?: UnitFinderProps['nextMeeting'];
    /** The next meeting in the visitor's time zone; `{when}` like "Sunday 9:00". */
    'next-meeting'?: string;
    /** The link that downloads the next meeting as an .ics file. */
    addToCalendar?: UnitFinderProps['addToCalendar'];
    /** The link that downloads the next meeting as an .ics file. */
    'add-to-calendar'?: string;
    /** The first missionary phone number; `{phone}`. */
    missionaries?: UnitFinderProps['missionaries'];
    /** Label of the ward whose boundary holds the exact address searched. */
    yourWard?: UnitFinderProps['yourWard'];
    /** Label of the ward whose boundary holds the exact address searched. */
    'your-ward'?: string;
    /** The collapsible filter panel's button. */
    narrowDown?: UnitFinderProps['narrowDown'];
    /** The collapsible filter panel's button. */
    'narrow-down'?: string;
    /** The language filter. */
    languageLabel?: UnitFinderProps['languageLabel'];
    /** The language filter. */
    'language-label'?: string;
    /** The language filter's empty choice. */
    anyLanguage?: UnitFinderProps['anyLanguage'];
    /** The language filter's empty choice. */
    'any-language'?: string;
    /** The type filter. */
    typeLabel?: UnitFinderProps['typeLabel'];
    /** The type filter. */
    'type-label'?: string;
    /** The type filter's empty choice. */
    anyType?: UnitFinderProps['anyType'];
    /** The type filter's empty choice. */
    'any-type'?: string;
    /** The place named in the results header after a device-location search. */
    yourLocation?: UnitFinderProps['yourLocation'];
    /** The place named in the results header after a device-location search. */
    'your-location'?: string;
    /** The place named in the results header after 'Search this area'. */
    thisArea?: UnitFinderProps['thisArea'];
    /** The place named in the results header after 'Search this area'. */
    'this-area'?: string;
    /** Shown when the map centre moved 1000 m or more from the last search. */
    searchThisArea?: UnitFinderProps['searchThisArea'];
    /** Shown when the map centre moved 1000 m or more from the last search. */
    'search-this-area'?: string;
    /** Clears the selection (also done by clicking the selected result again). */
    showAll?: UnitFinderProps['showAll'];
    /** Clears the selection (also done by clicking the selected result again). */
    'show-all'?: string;
    /** The map's accessible name (giving machines: `giving-map-label` unless `map-label` is set). */
    mapLabel?: UnitFinderProps['mapLabel'];
    /** The map's accessible name (giving machines: `giving-map-label` unless `map-label` is set). */
    'map-label'?: string;
    /** Giving machines: the map's accessible name, when `map-label` is not set. */
    givingMapLabel?: UnitFinderProps['givingMapLabel'];
    /** Giving machines: the map's accessible name, when `map-label` is not set. */
    'giving-map-label'?: string;
    /** Giving machines: the list heading. */
    givingHeading?: UnitFinderProps['givingHeading'];
    /** Giving machines: the list heading. */
    'giving-heading'?: string;
    /** Giving machines: the detail panel's back button. */
    givingBack?: UnitFinderProps['givingBack'];
    /** Giving machines: the detail panel's back button. */
    'giving-back'?: string;
    /** Giving machines: shown while the list loads. */
    givingLoading?: UnitFinderProps['givingLoading'];
    /** Giving machines: shown while the list loads. */
    'giving-loading'?: string;
    /** Giving machines: the list could not be loaded. */
    givingLoadError?: UnitFinderProps['givingLoadError'];
    /** Giving machines: the list could not be loaded. */
    'giving-load-error'?: string;
    /** Giving machines: the button that loads the list again after a failure. */
    givingRetry?: UnitFinderProps['givingRetry'];
    /** Giving machines: the button that loads the list again after a failure. */
    'giving-retry'?: string;
    /** Giving machines: the list is empty. */
    givingEmpty?: UnitFinderProps['givingEmpty'];
    /** Giving machines: the list is empty. */
    'giving-empty'?: string;
    /** Giving machines: a site's Facebook link. */
    givingFacebook?: UnitFinderProps['givingFacebook'];
    /** Giving machines: a site's Facebook link. */
    'giving-facebook'?: string;
    /** Giving machines: a site's Instagram link. */
    givingInstagram?: UnitFinderProps['givingInstagram'];
    /** Giving machines: a site's Instagram link. */
    'giving-instagram'?: string;
    /** Giving machines: the address label. */
    givingAddress?: UnitFinderProps['givingAddress'];
    /** Giving machines: the address label. */
    'giving-address'?: string;
    /** Giving machines: the venue label. */
    givingVenue?: UnitFinderProps['givingVenue'];
    /** Giving machines: the venue label. */
    'giving-venue'?: string;
    /** Giving machines: the dates label. */
    givingDates?: UnitFinderProps['givingDates'];
    /** Giving machines: the dates label. */
    'giving-dates'?: string;
    /** Giving machines: the opening hours label. */
    givingHours?: UnitFinderProps['givingHours'];
    /** Giving machines: the opening hours label. */
    'giving-hours'?: string;
    /** Giving machines: the charities label. */
    givingCharities?: UnitFinderProps['givingCharities'];
    /** Giving machines: the charities label. */
    'giving-charities'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-unit-finder': VbUnitFinderElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-unit-finder-search': CustomEvent<UnitFinderEvents['vb-unit-finder-search']>;
    'vb-unit-finder-select': CustomEvent<UnitFinderEvents['vb-unit-finder-select']>;
    'vb-unit-finder-filter': CustomEvent<UnitFinderEvents['vb-unit-finder-filter']>;
    'vb-unit-finder-form': CustomEvent<UnitFinderEvents['vb-unit-finder-form']>;
    'vb-map-legal-error': CustomEvent<UnitFinderEvents['vb-map-legal-error']>;
    'vb-unit-finder-error': CustomEvent<UnitFinderEvents['vb-unit-finder-error']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-unit-finder': VbUnitFinderJsxProps;
    }
  }
}
