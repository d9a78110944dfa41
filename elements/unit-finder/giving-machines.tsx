/**
 * The unit finder's giving-machines variant (visitor-blocks spec sections 2 'Unit finder', 3 'Giving
 * machine' and 4 'Giving-machine detail'): a map of every giving-machine site and a panel that lists them;
 * choosing one (in the list or on the map) opens its detail (name, address, detail fields, Facebook and
 * Instagram) with a back button, and highlights only its marker. vb-unit-finder renders it for
 * `variant="giving-machines"`.
 *
 * Keyboard: the list is the primary path (the map is a second way in). Opening a machine moves focus to
 * its heading; back returns focus to its entry in the list. The map loading or failing never blocks the list.
 */
import { useLayoutEffect, useRef } from 'react';
import type { MapService } from '../../maps/session-logic.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { adoptMoreStyles } from '../../src/more-styles.ts';
import type { FinderMapFailure } from './finder-map-logic.ts';
import css from './giving-machines.css?inline';
import type { GivingMachinesStrings } from './giving-machines-logic.ts';
import { GivingDetail, GivingList } from './giving-panel.tsx';
import { useGivingList, useGivingMap, useGivingPanel } from './use-giving-machines.ts';

export type { GivingMachinesStrings } from './giving-machines-logic.ts';

export interface GivingMachinesProps {
  /** The variant's wording (givingStrings: the finder's attributes). */
  strings: GivingMachinesStrings;
  /** The finder's checked map-service attributes. */
  service: MapService;
  /** The page's language (basemap labels). */
  language?: string;
  /** The map could not start: the finder shows its googleUnavailable message (naming `engineLabel`); the list still works. */
  onMapError?(detail: FinderMapFailure): void;
  /** A machine was opened (its id and name) or the panel went back to the list (undefined). */
  onSelect?(id: string | undefined, name?: string): void;
}

/** Light-DOM class prefix of the finder (house rules). */
const C = 'vb-unit-finder__';

export function GivingMachines(props: GivingMachinesProps) {
  const host = useHost();
  const { element } = host;
  const { strings, service } = props;
  const { phase, machines, retry } = useGivingList(service);
  const panel = useGivingPanel();
  const { active, show } = panel;
  const canvasRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const id = useDomId();
  const latest = useLatest(props);
  /** Names by id, for the select callback of a marker press (which runs outside render). */
  const names = useLatest(new Map(machines.map((machine) => [machine.id, machine.name])));

  useLayoutEffect(() => adoptMoreStyles(element, host.mode, host.tag, `${host.tag}:giving-machines`, css), [element, host.mode, host.tag]);

  // The map: its module (and the engine, a further chunk) loads only now that the variant is on the page.
  useGivingMap({
    canvasRef,
    overlayRef,
    label: strings.mapLabel,
    language: props.language,
    service,
    machines,
    active,
    onMarker: (next) => {
      // A marker is a second way in: its detail opens and takes focus, as from the list.
      show(next, next === undefined ? undefined : { to: 'heading' });
      latest.current.onSelect?.(next, next === undefined ? undefined : names.current.get(next));
    },
    onError: (detail) => latest.current.onMapError?.(detail),
  });

  const open = (machineId: string) => {
    show(machineId, { to: 'heading' });
    props.onSelect?.(machineId, names.current.get(machineId));
  };
  const back = () => {
    show(undefined, active === undefined ? undefined : { to: 'entry', id: active });
    props.onSelect?.(undefined);
  };

  const machine = machines.find((candidate) => candidate.id === active);
  return (
    <div className={`${C}giving`} part="giving-machines" data-vb-view={machine ? 'detail' : 'list'}>
      <div className={`${C}giving-map`} part="map">
        {/* The map's canvas is styled as the default finder's (unit-finder.css). */}
        <div ref={canvasRef} className={`${C}map-canvas`} />
        <div ref={overlayRef} className={`${C}giving-overlay`} />
      </div>
      <section className={`${C}giving-panel`} part="panel" aria-labelledby={`${id}-heading`}>
        {machine ? (
          <GivingDetail
            machine={machine}
            strings={strings}
            headingId={`${id}-heading`}
            headingRef={panel.headingRef}
            detailRef={panel.detailRef}
            onBack={back}
          />
        ) : (
          <GivingList machines={machines} phase={phase} strings={strings} headingId={`${id}-heading`} entries={panel.entries} onOpen={open} onRetry={retry} />
        )}
      </section>
    </div>
  );
}
