import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { formatMessage } from '../../src/strings.ts';
import { DefaultFinder } from './default-finder.tsx';
import type { UnitFinderEvents } from './events.ts';

/** The giving-machines variant is its own chunk: a page with the default finder never loads it. */
const GivingMachines = lazy(() => import('./giving-machines.tsx').then((module) => ({ default: module.GivingMachines })));

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
  yourLocation: string;
  thisArea: string;
  givingHeading: string;
  givingBack: string;
  givingLoading: string;
  givingLoadError: string;
  givingEmpty: string;
  givingRetry: string;
  givingFacebook: string;
  givingInstagram: string;
  givingAddress: string;
  givingVenue: string;
  givingDates: string;
  givingHours: string;
  givingCharities: string;
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
  styleUrl: string;
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
  if (variant === 'default') return <DefaultFinder {...props} />;
  return <GivingVariant {...props} />;
}

/** finder-map's giving-machines component with the element's wording and its map failure message. */
function GivingVariant(props: UnitFinderProps) {
  const { element } = useHost();
  const emit = useEmit<UnitFinderEvents>();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      {failure ? (
        <p className="vb-unit-finder__notice" role="alert">
          {failure}
        </p>
      ) : null}
      <Suspense fallback={<p className="vb-unit-finder__status">{props.givingLoading}</p>}>
        <GivingMachines
          strings={{
            heading: props.givingHeading,
            // Its own default unless the author named the map.
            ...(element.hasAttribute('map-label') ? { mapLabel: props.mapLabel } : {}),
            back: props.givingBack,
            loading: props.givingLoading,
            loadError: props.givingLoadError,
            empty: props.givingEmpty,
            retry: props.givingRetry,
            facebook: props.givingFacebook,
            instagram: props.givingInstagram,
            address: props.givingAddress,
            venue: props.givingVenue,
            dates: props.givingDates,
            hours: props.givingHours,
            charities: props.givingCharities,
          }}
          googleKey={props.googleKey}
          styleUrl={props.styleUrl}
          proxyPath={props.proxyPath}
          clientId={props.clientId}
          language={element.closest('[lang]')?.getAttribute('lang') || undefined}
          onMapError={(detail) => {
            const shown = formatMessage(props.googleUnavailable, { engine: detail.engineLabel });
            setFailure(shown);
            emit('vb-unit-finder-error', { code: 'googleUnavailable', message: shown });
          }}
          onSelect={(id, name) => emit('vb-unit-finder-select', { id: id ?? null, name: id === undefined ? null : (name ?? null) })}
        />
      </Suspense>
    </>
  );
}
