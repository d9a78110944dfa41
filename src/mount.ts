/**
 * One React root per bundle renders every element of the page through a portal into the element's
 * own container (its shadow root, or a wrapper inside it in light mode).
 *
 * Why: a root per element commits in its own task and React adds its listeners to every root
 * container; 200 elements took about 480 tasks (React issue 12700). Here every element that
 * connects in one task joins one batch, committed synchronously in a microtask of that same task:
 * one render pass, and no paint between the first element and the last.
 *
 * Each element re-renders alone (a store per element read with useSyncExternalStore), and each has
 * its own error boundary, so one broken element never takes the shared root, or the others, down.
 */
import { Component, createElement, memo, useSyncExternalStore, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { HostContext, type HostInfo } from './hooks/host-context.ts';

interface Snapshot {
  props: object;
}

/** One element's place in the shared root: what to render, where, and a store its view reads. */
export class MountEntry {
  readonly key: string;
  private snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private queued = false;

  constructor(
    readonly component: ComponentType<object>,
    readonly host: HostInfo,
    readonly container: Element | ShadowRoot,
    props: object,
  ) {
    this.key = `vb${(entryCount++).toString(36)}`;
    this.snapshot = { props };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  /**
   * New props (or the same ones again, for refresh()): the element re-renders once, in a microtask, however
   * many props the page set in a row. Never synchronously: a component that writes its own property from
   * an effect (drawers' `opened`) finishes its handler before it renders again.
   */
  update(props: object): void {
    this.snapshot = { props };
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      for (const listener of Array.from(this.listeners)) listener();
    });
  }
}

let entryCount = 0;
// useId() counts per copy of React; two bundles on one page (each with its own React) would repeat
// ids, so the root's prefix names this bundle.
const BUNDLE_TOKEN = Math.random().toString(36).slice(2, 7);

let root: Root | undefined;
const mounted = new Map<string, MountEntry>();
let scheduled = false;

interface BoundaryProps {
  entry: MountEntry;
  snapshot: Snapshot;
  children?: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The props the error happened with: new props try again. */
  failedWith: Snapshot | null;
}

/** src/broken-view.ts, once an element has broken on this page. */
let brokenView: typeof import('./broken-view.ts') | undefined;

/**
 * An element's error boundary: a render error shows the spec's 'Broken component' block on non-production hosts, an
 * HTML comment in production (src/broken-view.ts, loaded the first time an element breaks; nothing shows meanwhile).
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedWith: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedWith !== null && state.failedWith !== props.snapshot) return { error: null, failedWith: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedWith: this.props.snapshot });
    const { tag } = this.props.entry.host;
    console.error(`<${tag}>: broken component: ${error instanceof Error ? error.message : String(error)}`, error, info.componentStack ?? '');
    // A failed import of the view is left to report itself (the console names the module): the element stays empty.
    if (!brokenView)
      void import('./broken-view.ts').then((loaded) => {
        brokenView = loaded;
        this.forceUpdate();
      });
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    const { entry } = this.props;
    return brokenView ? createElement(brokenView.Broken, { tag: entry.host.tag, container: entry.container, error: this.state.error }) : null;
  }
}

/** One element: re-renders when its own store changes, never when another element's does. */
const ElementView = memo(function ElementView({ entry }: { entry: MountEntry }) {
  const snapshot = useSyncExternalStore(entry.subscribe, entry.getSnapshot);
  return createElement(
    HostContext.Provider,
    { value: entry.host },
    createElement(Boundary, { entry, snapshot }, createElement(entry.component, snapshot.props)),
  );
});

function Portals({ entries }: { entries: MountEntry[] }) {
  return entries.map((entry) => createPortal(createElement(ElementView, { entry }), entry.container, entry.key));
}

/**
 * A component that handles its events with native listeners only (no React `on*` props anywhere in
 * what it renders) says so with `nativeEventsOnly = true` on the component function.
 */
export interface NativeEventsOnly {
  nativeEventsOnly?: boolean;
}

/**
 * React adds its delegated listeners (about 150: every event it supports, capture and bubble) to every
 * portal container, and marks a container it has done so on with a property it names per copy of React
 * ('_reactListening' + random). For 200 drawers that was about a fifth of the CPU time of their mount.
 * A component without React event props needs none of them, so its container gets the mark first and
 * React skips it. The mark is found on the shared root's own container (createRoot listens there); if a
 * later React names it otherwise, nothing is found and every container simply gets its listeners again.
 */
let listeningMark: string | undefined;

function skipReactListeners(entry: MountEntry): void {
  if (!listeningMark || !(entry.component as NativeEventsOnly).nativeEventsOnly) return;
  (entry.container as unknown as Record<string, unknown>)[listeningMark] = true;
}

function createSharedRoot(): Root {
  const container = document.createElement('div');
  const created = createRoot(container, { identifierPrefix: `vb${BUNDLE_TOKEN}-` });
  listeningMark = Object.keys(container).find((key) => key.startsWith('_reactListening'));
  return created;
}

function flush(): void {
  scheduled = false;
  root ??= createSharedRoot();
  const entries = Array.from(mounted.values());
  for (const entry of entries) skipReactListeners(entry);
  const shared = root;
  // Synchronous, in a microtask of the task the elements connected in: they all appear in one commit, before any paint.
  flushSync(() => shared.render(createElement(Portals, { entries })));
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

export function mount(entry: MountEntry): void {
  mounted.set(entry.key, entry);
  schedule();
}

export function unmount(entry: MountEntry): void {
  if (mounted.delete(entry.key)) schedule();
}
