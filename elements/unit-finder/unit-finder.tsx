import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { readMapService, type MapService } from '../../maps/session-logic.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage } from '../../src/locale.ts';
import type { PropsOf } from '../../src/props.ts';
import { formatMessage } from '../../src/strings.ts';
import { DefaultFinder } from './default-finder.tsx';
import type { UnitFinderEvents } from './events.ts';
import { givingStrings } from './giving-machines-logic.ts';
import type { meta } from './meta.ts';

/** The giving-machines variant is its own chunk: a page with the default finder never loads it. */
const GivingMachines = lazy(() => import('./giving-machines.tsx').then((module) => ({ default: module.GivingMachines })));

export type { UnitFinderEvents } from './events.ts';

export type UnitFinderProps = PropsOf<typeof meta>;

/** What both variants receive: the props, and the map-service attributes checked once (maps/session-logic.ts). */
export interface VariantProps {
  props: UnitFinderProps;
  service: MapService;
}

const C = 'vb-unit-finder__';

/** The variant (spec section 2): the default finder, or the giving machines. */
export function UnitFinder(props: UnitFinderProps) {
  const { element, tag } = useHost();
  const variant = props.variant === 'giving-machines' ? 'giving-machines' : 'default';
  useLayoutEffect(() => {
    element.setAttribute('data-vb-variant', variant);
  }, [element, variant]);
  const { googleKey, styleUrl, proxyPath, clientId } = props;
  // Read (and warned about) once per value, as vb-map reads them.
  const service = useMemo(() => readMapService(tag, { googleKey, styleUrl, proxyPath, clientId }), [tag, googleKey, styleUrl, proxyPath, clientId]);
  if (variant === 'default') return <DefaultFinder props={props} service={service} />;
  return <GivingVariant props={props} service={service} />;
}

/** The giving-machines component with the element's wording and its map failure message. */
function GivingVariant({ props, service }: VariantProps) {
  const { element } = useHost();
  const emit = useEmit<UnitFinderEvents>();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      {failure ? (
        <p className={`${C}notice`} role="alert">
          {failure}
        </p>
      ) : null}
      <Suspense fallback={<p className={`${C}status`}>{props.givingLoading}</p>}>
        <GivingMachines
          strings={givingStrings(props, element.hasAttribute('map-label'))}
          service={service}
          language={elementLanguage(element)}
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
