import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import {
  applyOpened,
  initialState,
  openStarting,
  openedList,
  refOf,
  sameRefs,
  setOpen as nextOpen,
  setValidated as nextValidated,
  type DrawerRef,
  type DrawerSource,
  type DrawerState,
  type DrawerToggleCause,
  type DrawersEvents,
  type DrawersProps,
  type Toggle,
} from './drawers-logic.ts';

type Emit = <K extends keyof DrawersEvents & string>(name: K, detail: DrawersEvents[K]) => boolean;

/** What every drawers hook needs: the latest render's values and the one way to change the state. */
export interface DrawersControl {
  host: HostInfo;
  /** The values of the latest render (handlers run from native listeners and effects). */
  readonly latest: { props: DrawersProps; drawers: DrawerSource[]; isForm: boolean };
  /** The state as of the last change, also between a change and its render. */
  state(): DrawerState<Element>;
  commit(next: DrawerState<Element>, sync: boolean): void;
  /** The one place a drawer opens or closes (under only-one-open and only-once); whether anything changed. */
  setOpen(drawer: DrawerSource, open: boolean, cause: DrawerToggleCause, sync: boolean): boolean;
  /** Form variant: record a drawer's validity, with an event when it changed. */
  setValidated(drawer: DrawerSource, valid: boolean): void;
  /** Called before an opening renders (tracking stores the visit, so the render shows it). */
  willOpen: (drawer: DrawerSource) => void;
  /** Called after a drawer opened and rendered (form validation checks its fields). */
  afterOpen: (drawer: DrawerSource) => void;
  /** Keep the `opened` property current. */
  syncOpenedProperty(): void;
}

/** `opened` as given by a page: anything but a list of ids or indexes is ignored with a warning. */
function readOpened(tag: string, opened: unknown): DrawerRef[] {
  const list = openedList(opened);
  if (list) return list;
  console.warn(`<${tag}>: opened must be a JSON list of drawer ids, e.g. ["visit"]; ignoring it.`);
  return [];
}

export function useDrawerState(host: HostInfo, props: DrawersProps, drawers: DrawerSource[], emit: Emit): [DrawerState<Element>, DrawersControl, DrawerRef[]] {
  const opened = useMemo(() => readOpened(host.tag, props.opened), [host.tag, props.opened]);
  const isForm = props.variant === 'form';
  const [state, setState] = useState<DrawerState<Element>>(() => initialState(drawers, opened, props.onlyOneOpen));
  const stateRef = useRef(state);
  /** The `opened` value the effect below last handled, and the one we last wrote (not a page's request). */
  const handledOpened = useRef<unknown>(props.opened);
  const writtenOpened = useRef<unknown>(undefined);
  const seen = useRef(new WeakSet<Element>());

  const [control] = useState<DrawersControl>(() => {
    const latest = { props, drawers, isForm };
    const emitToggles = (toggles: readonly Toggle[], cause: DrawerToggleCause) => {
      for (const { drawer, open } of toggles) emit('vb-drawers-toggle', { id: drawer.id, open, index: drawer.index, cause });
    };
    const self: DrawersControl = {
      host,
      latest,
      state: () => stateRef.current,
      commit(next, sync) {
        stateRef.current = next;
        // Synchronous where we may: listeners of our events then see the DOM already updated, and a field
        // about to be reported must be visible. Effects cannot flush, so their changes render next.
        if (sync) flushSync(() => setState(next));
        else setState(next);
      },
      setOpen(drawer, open, cause, sync) {
        const { props: current, drawers: all } = self.latest;
        const { state: next, toggles } = nextOpen(stateRef.current, all, drawer, open, current);
        if (toggles.length === 0) return false;
        if (open) self.willOpen(drawer);
        self.commit(next, sync);
        self.syncOpenedProperty();
        emitToggles(toggles, cause);
        if (open) self.afterOpen(drawer);
        return true;
      },
      setValidated(drawer, valid) {
        const next = nextValidated(stateRef.current, drawer, valid);
        if (next === stateRef.current) return;
        self.commit(next, false);
        emit('vb-drawers-validated', { id: drawer.id, valid, index: drawer.index });
      },
      willOpen: () => {},
      afterOpen: () => {},
      syncOpenedProperty() {
        const refs = self.latest.drawers.filter((drawer) => stateRef.current.open.has(drawer.heading)).map(refOf);
        const element = host.element as HTMLElement & { opened?: unknown };
        if (sameRefs(refs, element.opened)) return;
        writtenOpened.current = refs;
        element.opened = refs;
      },
    };
    return self;
  });
  Object.assign(control.latest, { props, drawers, isForm });

  // Drawers that appear later may ask to start open.
  useEffect(() => {
    const fresh = drawers.filter((drawer) => !seen.current.has(drawer.heading));
    for (const drawer of drawers) seen.current.add(drawer.heading);
    const next = openStarting(stateRef.current, drawers, fresh, props.onlyOneOpen);
    if (next !== stateRef.current) control.commit(next, false);
  }, [drawers]);

  // `opened` set by the page (property or attribute): open and close to match, under the same rules.
  useEffect(() => {
    if (props.opened === handledOpened.current) return;
    handledOpened.current = props.opened;
    if (props.opened === writtenOpened.current) return;
    const { drawers: all, props: current } = control.latest;
    const { state: next, toggles } = applyOpened(stateRef.current, all, opened, current);
    if (toggles.length > 0) {
      for (const { drawer, open } of toggles) if (open) control.willOpen(drawer);
      control.commit(next, false);
      control.syncOpenedProperty();
      for (const { drawer, open } of toggles) {
        emit('vb-drawers-toggle', { id: drawer.id, open, index: drawer.index, cause: 'property' });
        if (open) control.afterOpen(drawer);
      }
    }
    // A rule may have refused part of it (only-once): the property still tells the truth.
    control.syncOpenedProperty();
  }, [props.opened]);

  useEffect(control.syncOpenedProperty, [host, drawers, state.open]);

  // Page CSS can style by how many drawers are open (e.g. an "expand all" control).
  const openCount = drawers.filter((drawer) => state.open.has(drawer.heading)).length;
  useEffect(() => {
    host.element.setAttribute('data-vb-open-count', String(openCount));
  }, [host, openCount]);

  return [state, control, opened];
}
