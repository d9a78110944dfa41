import { useEffect, useRef, useState, type RefObject } from 'react';
import { currentFragment, onFragment, setFragment } from '../../src/fragment.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useReinit } from '../../src/hooks/use-reinit.ts';
import { scrollBehavior } from '../../src/reduced-motion.ts';
import { subscribe, type TriggerMessage } from '../../src/remote-trigger.ts';
import { openStarting, type DrawerSource, type DrawerToggleCause } from './drawers-logic.ts';
import type { DrawersControl } from './use-drawer-state.ts';
import type { FormDrawers } from './use-form-drawers.ts';

interface Reveal {
  heading: Element;
  /** An element inside the panel the fragment named; otherwise the drawer itself is revealed and its button focused. */
  target?: Element;
}

export interface NavigationRefs {
  buttons: RefObject<Array<HTMLButtonElement | null>>;
  drawers: RefObject<Array<HTMLElement | null>>;
}

/** What reinit re-reads besides the fragment: the author's content and the stored visits. */
export interface Rereadable {
  reread(): void;
}

/**
 * How a visitor (or a page) gets to a drawer: the URL fragment at start, on hashchange and by a link
 * to it (src/fragment.ts, one page listener; a link's fragment goes into the address), remote-trigger
 * messages by trigger id, and window.visitorBlocks.reinit(), which re-reads the content and re-applies
 * the fragment and the open markers.
 */
export function useDrawerNavigation(
  control: DrawersControl,
  form: FormDrawers,
  refs: NavigationRefs,
  drawers: readonly DrawerSource[],
  reread: Rereadable[],
): void {
  const pendingReveal = useRef<Reveal | null>(null);
  const [round, setRound] = useState(0);

  const [nav] = useState(() => {
    const reveal = ({ heading, target }: Reveal) => {
      const index = control.latest.drawers.findIndex((drawer) => drawer.heading === heading);
      const behavior = scrollBehavior();
      if (target) {
        target.scrollIntoView({ behavior, block: 'start' });
        return;
      }
      refs.buttons.current[index]?.focus({ preventScroll: true });
      refs.drawers.current[index]?.scrollIntoView({ behavior, block: 'start' });
    };

    /**
     * Open a drawer the visitor navigated to, then (with `show`) scroll to it and focus its button, once it
     * has rendered. In the form variant an unfinished earlier section opens instead.
     */
    const openAndReveal = (drawer: DrawerSource, target: Element | undefined, cause: DrawerToggleCause, sync: boolean, show = true) => {
      let goal: Reveal = { heading: drawer.heading, target };
      let goalDrawer = drawer;
      if (control.latest.isForm) {
        const blocker = form.blockerOf(drawer);
        if (blocker) {
          goalDrawer = blocker.drawer;
          goal = { heading: blocker.drawer.heading };
          cause = 'validation';
        }
      }
      if (show) pendingReveal.current = goal;
      if (!control.setOpen(goalDrawer, true, cause, sync) && show && control.state().open.has(goalDrawer.heading)) {
        pendingReveal.current = null;
        reveal(goal); // already open: no render is coming
      }
    };

    /** A fragment names a drawer (its trigger id) or an element inside a panel; whether it was ours. */
    const revealFragment = (id: string, sync: boolean): boolean => {
      if (!id) return false;
      const all = control.latest.drawers;
      const drawer = all.find((candidate) => candidate.id === id);
      if (drawer) {
        openAndReveal(drawer, undefined, 'fragment', sync);
        return true;
      }
      for (const candidate of all) {
        for (const node of candidate.panel) {
          if (!(node instanceof Element)) continue;
          const target = node.id === id ? node : node.querySelector(`#${CSS.escape(id)}`);
          if (target) {
            openAndReveal(candidate, target, 'fragment', sync);
            return true;
          }
        }
      }
      return false;
    };

    /**
     * Remote triggers by trigger id. A link reaches us here only when the fragment kit left it (the
     * anchor handling publishes it): it goes to its drawer, opens it even for 'toggle', and goes into
     * the address as the browser's own jump would have put it.
     */
    const onTrigger = (message: TriggerMessage, id: string) => {
      const drawer = control.latest.drawers.find((candidate) => candidate.id === id);
      if (!drawer) return;
      const fromLink = message.source instanceof HTMLAnchorElement;
      // A click can render at once; a message sent from another block's render or effect cannot.
      const sync = fromLink;
      const isOpen = control.state().open.has(drawer.heading);
      const action = message.action === 'show' ? 'open' : message.action === 'hide' ? 'close' : message.action;
      if (fromLink && (action === 'toggle' || action === 'open')) {
        openAndReveal(drawer, undefined, 'fragment', sync);
        setFragment(id);
      } else if (action === 'open' || (action === 'toggle' && !isOpen)) openAndReveal(drawer, undefined, 'trigger', sync, false);
      else if (action === 'close' || action === 'toggle') control.setOpen(drawer, false, 'trigger', sync);
    };

    return { reveal, revealFragment, onTrigger };
  });

  // Scroll and focus once the drawer a fragment named has rendered open.
  useEffect(() => {
    const goal = pendingReveal.current;
    if (!goal || !control.state().open.has(goal.heading)) return;
    pendingReveal.current = null;
    nav.reveal(goal);
  });

  // One page listener for every element (src/fragment.ts): a link taken here is not followed by the
  // browser (whose jump would take focus from the button) and its fragment goes into the address.
  useEffect(
    () =>
      onFragment((id, cause) => {
        const taken = nav.revealFragment(id, true);
        return cause === 'link' && taken;
      }),
    [nav],
  );

  const ids = [...new Set(drawers.map((drawer) => drawer.id).filter((id) => id !== ''))].join('\n');
  useEffect(() => {
    const offs = ids === '' ? [] : ids.split('\n').map((id) => subscribe(id, nav.onTrigger));
    return () => {
      for (const off of offs) off();
    };
  }, [ids, nav]);

  // Mount and reinit(): the fragment names a drawer to open. On reinit the content is read again first,
  // and drawers marked open (open, data-open) open again, once the re-read content has rendered.
  const mounted = useRef(false);
  const latestReread = useLatest(reread);
  useReinit(() => {
    if (!mounted.current) {
      mounted.current = true;
      nav.revealFragment(currentFragment(), false);
      return;
    }
    for (const source of latestReread.current) source.reread();
    setRound((count) => count + 1);
  });
  useEffect(() => {
    if (round === 0) return;
    const { drawers: all, props } = control.latest;
    const next = openStarting(control.state(), all, all, props.onlyOneOpen);
    if (next !== control.state()) control.commit(next, false);
    nav.revealFragment(currentFragment(), false);
  }, [round, control, nav]);
}
