import { useLayoutEffect } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { DefaultFinder } from './default-finder.tsx';

export type { UnitFinderEvents } from './events.ts';

/** Wording of vb-unit-finder (spec sections 3 'Element data' and 8): attributes with English defaults. */
export interface UnitFinderWords {
  searchLabel: string;
  searchButton: string;
  locateButton: string;
  loadingText: string;
  noValue: string;
  browserLocation: string;
  userLocation: string;
  googleUnavailable: string;
  searchError: string;
  invalidAddress: string;
  noResults: string;
  singleResult: string;
  multipleResults: string;
  churchName: string;
  generalWard: string;
  ysaWard: string;
  sawWard: string;
  getDirections: string;
  distanceText: string;
  milesUnit: string;
  kilometresUnit: string;
  serviceTime: string;
  nextMeeting: string;
  addToCalendar: string;
  missionaries: string;
  yourWard: string;
  narrowDown: string;
  languageLabel: string;
  anyLanguage: string;
  typeLabel: string;
  anyType: string;
  searchThisArea: string;
  showAll: string;
  mapLabel: string;
  formButton: string;
}

export interface UnitFinderProps extends UnitFinderWords {
  /** A first search: text or GEOLOCATE; the URL's `location` wins. */
  location: string;
  /** Comma list of language codes; the URL's `languages` wins. */
  languages: string;
  unitType: string;
  miles: number;
  distanceUnit: string;
  hourCycle: string;
  variant: string;
  urlState: boolean;
  map: boolean;
  proxyPath: string;
  clientId: string;
  googleKey: string;
  formDisplay: string;
  formCampaignIds: string;
  formUnitIds: string;
}

/** The variant (spec section 2): the default finder, or the giving machines (finder-map's component). */
export function UnitFinder(props: UnitFinderProps) {
  const { element } = useHost();
  const variant = props.variant === 'giving-machines' ? 'giving-machines' : 'default';
  useLayoutEffect(() => {
    element.setAttribute('data-vb-variant', variant);
  }, [element, variant]);
  return <DefaultFinder {...props} />;
}
