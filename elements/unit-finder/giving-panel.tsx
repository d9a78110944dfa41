/**
 * The giving-machines panel's two views: the list of sites and one site's detail. Pure rendering: the
 * variant (giving-machines.tsx) holds the state, the refs for focus and the callbacks.
 */
import type { RefObject } from 'react';
import { detailLabel, machineDetails, safeLink, type GivingMachinesStrings } from './giving-machines-logic.ts';
import type { GivingMachine } from './search.ts';
import type { GivingPhase } from './use-giving-machines.ts';

const C = 'vb-unit-finder__';

export interface GivingDetailProps {
  machine: GivingMachine;
  strings: GivingMachinesStrings;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  detailRef: RefObject<HTMLDivElement | null>;
  onBack(): void;
}

export function GivingDetail({ machine, strings, headingId, headingRef, detailRef, onBack }: GivingDetailProps) {
  // Links from the data are followed only when they are http(s) (never `javascript:`).
  const links = [
    { key: 'facebook', href: safeLink(machine.facebook), text: strings.facebook },
    { key: 'instagram', href: safeLink(machine.instagram), text: strings.instagram },
  ].filter((link) => link.href !== undefined);
  return (
    <div
      ref={detailRef}
      className={`${C}giving-detail`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onBack();
      }}
    >
      <button type="button" className={`${C}giving-back`} onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {strings.back}
      </button>
      <h2 ref={headingRef} id={headingId} className={`${C}giving-name`} tabIndex={-1}>
        {machine.name}
      </h2>
      <dl className={`${C}giving-fields`}>
        {machine.address ? (
          <div className={`${C}giving-field`}>
            <dt>{strings.address}</dt>
            <dd>{machine.address}</dd>
          </div>
        ) : null}
        {machineDetails(machine.details).map((detail) => (
          <div key={detail.key} className={`${C}giving-field`}>
            <dt>{detailLabel(strings, detail.key)}</dt>
            <dd>{detail.text}</dd>
          </div>
        ))}
      </dl>
      {links.length > 0 ? (
        <ul className={`${C}giving-links`}>
          {links.map((link) => (
            <li key={link.key}>
              <a className={`${C}giving-link`} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface GivingListProps {
  machines: readonly GivingMachine[];
  phase: GivingPhase;
  strings: GivingMachinesStrings;
  headingId: string;
  entries: RefObject<Map<string, HTMLButtonElement>>;
  onOpen(id: string): void;
  onRetry(): void;
}

export function GivingList({ machines, phase, strings, headingId, entries, onOpen, onRetry }: GivingListProps) {
  return (
    <div className={`${C}giving-list-view`}>
      <h2 id={headingId} className={`${C}giving-heading`}>
        {strings.heading}
      </h2>
      <p className={`${C}giving-status`} role="status">
        {phase === 'loading' ? strings.loading : phase === 'ready' && machines.length === 0 ? strings.empty : ''}
      </p>
      {phase === 'error' ? (
        <div className={`${C}giving-error`}>
          <p role="alert">{strings.loadError}</p>
          <button type="button" className={`${C}giving-retry`} onClick={onRetry}>
            {strings.retry}
          </button>
        </div>
      ) : null}
      {machines.length > 0 ? (
        <ul className={`${C}giving-list`} aria-busy={phase === 'loading' ? 'true' : undefined}>
          {machines.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className={`${C}giving-entry`}
                data-vb-machine-id={entry.id}
                ref={(button) => {
                  if (button) entries.current.set(entry.id, button);
                  else entries.current.delete(entry.id);
                }}
                onClick={() => onOpen(entry.id)}
              >
                <span className={`${C}giving-entry-name`}>{entry.name}</span>
                {entry.address ? <span className={`${C}giving-entry-address`}>{entry.address}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
