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
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getMapsClient } from '../../maps/service/client.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { adoptMoreStyles } from '../../src/more-styles.ts';
import type { FinderMapFailure } from './finder-map-logic.ts';
import css from './giving-machines.css?inline';
import { detailLabel, GIVING_MACHINES_STRINGS, machineDetails, safeLink, type GivingMachinesStrings } from './giving-machines-logic.ts';
import { listGivingMachines, type GivingMachine } from './search.ts';
import { useFinderMap } from './use-finder-map.ts';

export { GIVING_MACHINES_STRINGS, type GivingMachinesStrings } from './giving-machines-logic.ts';

export interface GivingMachinesProps {
  /** The variant's wording; English for every key left out. */
  strings?: Partial<GivingMachinesStrings>;
  /** Engine options, as the finder reads them from its attributes. */
  googleKey?: string;
  styleUrl?: string;
  proxyPath?: string;
  clientId?: string;
  /** The page's language (basemap labels). */
  language?: string;
  /** The map could not start: the finder shows its googleUnavailable message (naming `engineLabel`); the list still works. */
  onMapError?(detail: FinderMapFailure): void;
  /** A machine was opened (its id and name) or the panel went back to the list (undefined). */
  onSelect?(id: string | undefined, name?: string): void;
}

type Phase = 'loading' | 'ready' | 'error';

/**
 * An opened site is shown at least this close: its city and the roads around it (one machine site per
 * metropolis). Closer, the offline basemap has little left to show beside the pin.
 */
export const MACHINE_ZOOM = 10;

/** Light-DOM class prefix of the finder (house rules). */
const C = 'vb-unit-finder__giving';

export function GivingMachines(props: GivingMachinesProps) {
  const host = useHost();
  const { element } = host;
  const strings: GivingMachinesStrings = { ...GIVING_MACHINES_STRINGS, ...props.strings };
  const [phase, setPhase] = useState<Phase>('loading');
  const [machines, setMachines] = useState<GivingMachine[]>([]);
  const [active, setActive] = useState<string>();
  /** Bumped by 'Try again' after the list failed: loads it anew. */
  const [attempt, setAttempt] = useState(0);
  const canvasRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const entries = useRef(new Map<string, HTMLButtonElement>());
  /** Where focus goes after the next render: the detail heading, or a list entry on the way back. */
  const focusNext = useRef<{ to: 'heading' } | { to: 'entry'; id: string }>(undefined);
  const id = useDomId();
  const latest = useLatest(props);
  /** Names by id, for the select callback of a marker press (which runs outside render). */
  const names = useLatest(new Map(machines.map((machine) => [machine.id, machine.name])));
  const { proxyPath, clientId } = props;

  useLayoutEffect(() => adoptMoreStyles(element, host.mode, host.tag, 'vb-unit-finder:giving-machines', css), [element, host.mode, host.tag]);

  // The sites, from the page's one maps client.
  useEffect(() => {
    const abort = new AbortController();
    const client = getMapsClient({ ...(proxyPath ? { proxyPath } : {}), ...(clientId ? { clientId } : {}) });
    listGivingMachines(client, { signal: abort.signal }).then(
      (list) => {
        if (abort.signal.aborted) return;
        setMachines(list.filter((machine) => machine.name !== ''));
        setPhase('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn(`<${host.tag}>: giving machines could not be loaded:`, error instanceof Error ? error.message : error);
        setPhase('error');
      },
    );
    return () => abort.abort();
  }, [proxyPath, clientId, host.tag, attempt]);

  // The map: its module (and the engine, a further chunk) loads only now that the variant is on the page.
  const map = useFinderMap({
    start: true,
    canvasRef,
    overlayRef,
    label: strings.mapLabel,
    language: props.language,
    googleKey: props.googleKey ?? '',
    styleUrl: props.styleUrl ?? '',
    proxyPath: proxyPath ?? '',
    clientId: clientId ?? '',
    analytics: false,
    onMarkerSelect: (id) => {
      // A marker is a second way in: its detail opens and takes focus, as from the list.
      focusNext.current = id === undefined ? undefined : { to: 'heading' };
      setActive(id);
      latest.current.onSelect?.(id, id === undefined ? undefined : names.current.get(id));
    },
    onError: (detail) => latest.current.onMapError?.(detail),
  });

  // Markers follow the list; the active machine is the one highlighted marker.
  useEffect(() => {
    if (!map) return;
    map.showResults(
      machines.map((machine) => ({ id: machine.id, name: machine.name, position: { latitude: machine.latitude, longitude: machine.longitude } })),
    );
  }, [map, machines]);
  useEffect(() => {
    if (!map) return;
    map.select(active, { zoom: MACHINE_ZOOM });
    if (active === undefined) map.fitToResults();
  }, [map, active]);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = undefined;
    if (next.to === 'heading') {
      // The whole detail comes into view with its back button above the heading (on a phone the map is above it).
      headingRef.current?.focus({ preventScroll: true });
      detailRef.current?.scrollIntoView({ block: 'nearest' });
    } else entries.current.get(next.id)?.focus();
  }, [active]);

  const open = (id: string) => {
    focusNext.current = { to: 'heading' };
    setActive(id);
    props.onSelect?.(id, names.current.get(id));
  };
  const back = () => {
    if (active !== undefined) focusNext.current = { to: 'entry', id: active };
    setActive(undefined);
    props.onSelect?.(undefined);
  };

  const machine = machines.find((candidate) => candidate.id === active);
  // Links from the data are followed only when they are http(s) (never `javascript:`).
  const facebook = safeLink(machine?.facebook);
  const instagram = safeLink(machine?.instagram);

  return (
    <div className={C} part="giving-machines" data-vb-view={machine ? 'detail' : 'list'}>
      <div className={`${C}-map`} part="map">
        <div ref={canvasRef} className={`${C}-canvas`} />
        <div ref={overlayRef} className={`${C}-overlay`} />
      </div>
      <section className={`${C}-panel`} part="panel" aria-labelledby={`${id}-heading`}>
        {machine ? (
          <div
            ref={detailRef}
            className={`${C}-detail`}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              back();
            }}
          >
            <button type="button" className={`${C}-back`} onClick={back}>
              <span aria-hidden="true">‹ </span>
              {strings.back}
            </button>
            <h2 ref={headingRef} id={`${id}-heading`} className={`${C}-name`} tabIndex={-1}>
              {machine.name}
            </h2>
            <dl className={`${C}-fields`}>
              {machine.address ? (
                <div className={`${C}-field`}>
                  <dt>{strings.address}</dt>
                  <dd>{machine.address}</dd>
                </div>
              ) : null}
              {machineDetails(machine.details).map((detail) => (
                <div key={detail.key} className={`${C}-field`}>
                  <dt>{detailLabel(strings, detail.key)}</dt>
                  <dd>{detail.text}</dd>
                </div>
              ))}
            </dl>
            {facebook || instagram ? (
              <ul className={`${C}-links`}>
                {facebook ? (
                  <li>
                    <a className={`${C}-link`} href={facebook} target="_blank" rel="noopener noreferrer">
                      {strings.facebook}
                    </a>
                  </li>
                ) : null}
                {instagram ? (
                  <li>
                    <a className={`${C}-link`} href={instagram} target="_blank" rel="noopener noreferrer">
                      {strings.instagram}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>
        ) : (
          <div className={`${C}-list-view`}>
            <h2 id={`${id}-heading`} className={`${C}-heading`}>
              {strings.heading}
            </h2>
            <p className={`${C}-status`} role="status">
              {phase === 'loading' ? strings.loading : phase === 'ready' && machines.length === 0 ? strings.empty : ''}
            </p>
            {phase === 'error' ? (
              <div className={`${C}-error`}>
                <p role="alert">{strings.loadError}</p>
                <button
                  type="button"
                  className={`${C}-retry`}
                  onClick={() => {
                    setPhase('loading');
                    setAttempt((count) => count + 1);
                  }}
                >
                  {strings.retry}
                </button>
              </div>
            ) : null}
            {machines.length > 0 ? (
              <ul className={`${C}-list`} aria-busy={phase === 'loading' ? 'true' : undefined}>
                {machines.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className={`${C}-entry`}
                      data-vb-machine-id={entry.id}
                      ref={(button) => {
                        if (button) entries.current.set(entry.id, button);
                        else entries.current.delete(entry.id);
                      }}
                      onClick={() => open(entry.id)}
                    >
                      <span className={`${C}-entry-name`}>{entry.name}</span>
                      {entry.address ? <span className={`${C}-entry-address`}>{entry.address}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}
