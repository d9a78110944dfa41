// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/unit-finder/meta.ts.

/** `vb-unit-finder-search`: A search ended with results drawn (also zero): `location` the text searched (or `GEOLOCATE`), `exact` whether the address was exact, `count` the results shown after filtering, `ids` their unit ids in order. */
export type UnitFinderSearchDetail = { location: string; exact: boolean; count: number; ids: string[] };

/** `vb-unit-finder-select`: The visitor selected a unit (a closed result or its marker) or cleared the selection (`id` null). */
export type UnitFinderSelectDetail = { id: string | null; name: string | null };

/** `vb-unit-finder-filter`: The visitor changed a filter. */
export type UnitFinderFilterDetail = { languages: string[]; type: string };

/** `vb-unit-finder-form`: The visitor pressed a result's `form-button` (`form-display`): open the contact form for this unit. */
export type UnitFinderFormDetail = { id: string; name: string };

/** `vb-unit-finder-error`: A message was shown: `code` `noValue`, `browserLocation`, `userLocation`, `googleUnavailable`, `invalidAddress` or `search`; `message` is the text shown. */
export type UnitFinderErrorDetail = {
  code: 'noValue' | 'browserLocation' | 'userLocation' | 'googleUnavailable' | 'invalidAddress' | 'search';
  message: string;
};

/** Every event <vb-unit-finder> sends, by name: its `event.detail`. */
export type UnitFinderEvents = {
  'vb-unit-finder-search': UnitFinderSearchDetail;
  'vb-unit-finder-select': UnitFinderSelectDetail;
  'vb-unit-finder-filter': UnitFinderFilterDetail;
  'vb-unit-finder-form': UnitFinderFormDetail;
  'vb-map-legal-error': { message: string };
  'vb-unit-finder-error': UnitFinderErrorDetail;
};
