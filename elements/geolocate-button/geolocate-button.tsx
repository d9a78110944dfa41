import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DeviceLocationError, locateDevice } from '../../src/device-location.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { fillTarget, findTarget, submitTarget } from './fill-target.ts';
import { failureMessage, fillValue, timeoutOf, type GeolocateState } from './geolocate-button-logic.ts';
import type { GeolocateButtonEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { GeolocateButtonEvents } from './events.ts';

export type GeolocateButtonProps = PropsOf<typeof meta>;

const B = 'vb-geolocate-button';

/** A location pin with the "you are here" dot. Decorative: the button's text names it. */
function LocationIcon() {
  return (
    <svg className={`${B}__icon`} part="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * 'Use my location' (spec section 5: unsupported gives browserLocation, denied gives userLocation): one reading of
 * the device position through src/device-location.ts, its state on the host (data-vb-state) and in a polite status.
 */
export function GeolocateButton(props: GeolocateButtonProps) {
  const { label, timeout } = props;
  // The answer may come long after the press: it goes where the attributes say then.
  const latest = useLatest(props);
  const host = useHost();
  const emit = useEmit<GeolocateButtonEvents>();
  const [state, setState] = useState<GeolocateState>('idle');
  const [status, setStatus] = useState('');
  const request = useRef<AbortController | null>(null);
  const statusId = `${useDomId()}-status`;

  // Page CSS can follow the state: vb-geolocate-button[data-vb-state="locating"].
  useLayoutEffect(() => {
    host.element.setAttribute('data-vb-state', state);
  }, [host.element, state]);

  // Leaving the page (or being removed) gives up the request: a late answer fills nothing.
  useEffect(() => () => request.current?.abort(), []);

  const locate = async () => {
    // One request at a time: a second press while locating is the same question.
    if (request.current) return;
    const controller = new AbortController();
    request.current = controller;
    setState('locating');
    setStatus(latest.current.locatingText);
    try {
      const position = await locateDevice({ signal: controller.signal, timeout: timeoutOf(timeout) });
      const { latitude, longitude, accuracy } = position.coords;
      setState('located');
      setStatus(latest.current.locatedText);
      const { target, submit } = latest.current;
      const element = findTarget(host.element, target);
      if (target && !element) console.warn(`<${host.tag}>: target="${target}" names no element; nothing filled.`);
      const value = fillValue(latest.current.fill, latitude, longitude);
      const filled = element ? fillTarget(element, value) : false;
      if (element && !filled) console.warn(`<${host.tag}>: target="${target}" is not a field with a value; nothing filled.`);
      emit('vb-geolocate-button-locate', { latitude, longitude, accuracy });
      if (filled && submit && element) await submitTarget(element, value);
    } catch (error) {
      const reason = error instanceof DeviceLocationError ? error.reason : 'unavailable';
      if (reason === 'aborted') return;
      const message = failureMessage(reason, latest.current);
      setState('error');
      setStatus(message);
      emit('vb-geolocate-button-error', { reason, message });
    } finally {
      if (request.current === controller) request.current = null;
    }
  };

  const busy = state === 'locating';
  return (
    <div className={`${B}__wrapper`}>
      <button
        type="button"
        part="button"
        className={`${B}__button vb-button`}
        aria-busy={busy || undefined}
        aria-describedby={status ? statusId : undefined}
        onClick={() => void locate()}
      >
        <LocationIcon />
        <span className={`${B}__label`} part="label">
          {label}
        </span>
      </button>
      <p className={`${B}__status${state === 'error' ? ` ${B}__status--error` : ''}`} part="status" role="status" id={statusId}>
        {status}
      </p>
    </div>
  );
}
