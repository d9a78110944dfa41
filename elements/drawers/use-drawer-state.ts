import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
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
  /** Calls the component's `willOpen` (see DrawerOpening). */
  willOpen(drawer: DrawerSource): void;
  /** Calls the component's `afterOpen` (see DrawerOpening). */
  afterOpen(drawer: DrawerSource): void;
  /** Keep the `opened` property current. */
  syncOpenedProperty(): void;
}

/**
 * What the component does around an opening. It needs hooks created after the control (tracking, form),
 * so the component keeps these in a ref it fills in an effect; the control calls the latest ones.
 */
export interface DrawerOpening {
  /** Called before an opening renders (tracking stores the visit, so the render shows it). */
  willOpen(drawer: DrawerSource): void;
  /** Called after a drawer opened and rendered (form validation checks its fields). */
  afterOpen(drawer: DrawerSource): void;
}

/** `opened` as given by a page: anything but a list of ids or indexes is ignored with a warning. */
function readOpened(tag: string, opened: unknown): DrawerRef[] {
  const list = openedList(opened);
  if (list) return list;
  console.warn(`<${tag}>: opened must be a JSON list of drawer ids, e.g. ["visit"]; ignoring it.`);
  return [];
}

export function useDrawerState(
  host: HostInfo,
  props: DrawersProps,
  drawers: DrawerSource[],
  emit: Emit,
  opening: RefObject<DrawerOpening>,
): [DrawerState<Element>, DrawersControl, DrawerRef[]] {
  const opened = useMemo(() => readOpened(host.tag, props.opened), [host.tag, props.opened]);
  const isForm = props.variant === 'form';
  const [state, setState] = useState<DrawerState<Element>>(() => initialState(drawers, opened, props.onlyOneOpen));
  const stateRef = useRef(state);
  /** The `opened` value the effect below last handled, and the one we last wrote (not a page's request). */
  const handledOpened = useRef<unknown>(props.opened);
  const writtenOpened = useRef<unknown>(undefined);
  const seen = useRef(new WeakSet<Element>());

  const latest = useLatest({ props, drawers, isForm });

  const [control] = useState<DrawersControl>(() => {
    const emitToggles = (toggles: readonly Toggle[], cause: DrawerToggleCause) => {
      for (const { drawer, open } of toggles) emit('vb-drawers-toggle', { id: drawer.id, open, index: drawer.index, cause });
    };
    const self: DrawersControl = {
      host,
      get latest() {
        return latest.current;
      },
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
      willOpen: (drawer) => opening.current.willOpen(drawer),
      afterOpen: (drawer) => opening.current.afterOpen(drawer),
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
  // Drawers that appear later may ask to start open.
  useEffect(() => {
    const fresh = drawers.filter((drawer) => !seen.current.has(drawer.heading));
    for (const drawer of drawers) seen.current.add(drawer.heading);
    // Only new drawers re-run this: a later only-one-open change applies to clicks, not to starting state.
    const next = openStarting(stateRef.current, drawers, fresh, control.latest.props.onlyOneOpen);
    if (next !== stateRef.current) control.commit(next, false);
  }, [drawers, control]);

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
    // `opened` follows props.opened, control and emit are stable: the guard above makes this run once per new value.
  }, [props.opened, opened, control, emit]);

  useEffect(() => control.syncOpenedProperty(), [control, host, drawers, state.open]);

  // Page CSS can style by how many drawers are open (e.g. an "expand all" control).
  const openCount = drawers.filter((drawer) => state.open.has(drawer.heading)).length;
  useEffect(() => {
    host.element.setAttribute('data-vb-open-count', String(openCount));
  }, [host, openCount]);

  return [state, control, opened];
}
