/**
 * The spec's video attributes `no-init` and `init-children` (section 3; section 1: "initialisation of every
 * component that has one can be re-run"). A player's start-up is what it does by itself: load near view
 * (`load="scroll"`, a looping video), load at once (`load="preload"`), play a loop near view.
 * - `no-init`: the player skips its start-up. It shows its play button (a looping one too) and loads only when the
 *   visitor presses it, a remote trigger reaches its id, the attribute is removed, or a player around it with
 *   `init-children` starts.
 * - `init-children`: the players inside this one (its children, at any depth) hold their start-up until this one
 *   starts (its player begins to load, by any means); then each runs its own, and a `no-init` one among them too.
 * State lives on window, so players from separate bundles share it.
 */
import { useEffect, useState } from 'react';
import { pageState } from '../page-state.ts';

/** The elements whose `init-children` holds the players inside them. */
const MEDIA_TAGS = new Set(['vb-media-player', 'vb-video', 'vb-audio-player', 'vb-emphasized-video']);

interface InitState {
  /** Players that started (or do not hold their children): the players inside them may start up. */
  released: WeakSet<Element>;
  waiting: WeakMap<Element, Set<() => void>>;
}

function state(): InitState {
  return pageState<InitState>('visitorBlocks.mediaInit', () => ({ released: new WeakSet(), waiting: new WeakMap() }));
}

/** The nearest player around `element` (through shadow roots) with `init-children`, if any. */
export function holdingPlayer(element: Element): Element | undefined {
  let node: Node | null = element.parentNode;
  while (node) {
    if (node instanceof ShadowRoot) node = node.host;
    if (node instanceof Element && MEDIA_TAGS.has(node.localName) && node.hasAttribute('init-children')) return node;
    node = node.parentNode;
  }
  return undefined;
}

/** Let the players inside `player` start up (now, and any that mount later). */
export function releaseChildren(player: Element): void {
  const { released, waiting } = state();
  if (released.has(player)) return;
  released.add(player);
  const waiters = waiting.get(player);
  waiting.delete(player);
  for (const run of Array.from(waiters ?? [])) run();
}

/** Call `run` once `holder` released its children (at once when it has); returns a function that stops waiting. */
function whenReleased(holder: Element, run: () => void): () => void {
  const { released, waiting } = state();
  if (released.has(holder)) {
    run();
    return () => {};
  }
  let set = waiting.get(holder);
  if (!set) waiting.set(holder, (set = new Set()));
  set.add(run);
  return () => set.delete(run);
}

export interface MediaInitSetup {
  noInit: boolean;
  initChildren: boolean;
  /** The player began to load (click, trigger, scroll or preload): the players it holds may start up. */
  started: boolean;
}

/** Whether the player may run its start-up now (see above); it also releases the players this one holds once it starts. */
export function useMediaInit(element: HTMLElement, { noInit, initChildren, started }: MediaInitSetup): boolean {
  // The holder is looked up once, at mount: a player's place among the page's players is where the author put it.
  const [holder] = useState(() => holdingPlayer(element));
  const [holderStarted, setHolderStarted] = useState(false);
  useEffect(() => (holder ? whenReleased(holder, () => setHolderStarted(true)) : undefined), [holder]);
  useEffect(() => {
    if (started || !initChildren) releaseChildren(element);
  }, [element, initChildren, started]);
  return holder ? holderStarted : !noInit;
}
