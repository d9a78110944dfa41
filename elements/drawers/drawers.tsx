/**
 * vb-drawers: an accordion built from the author's own markup (WAI-ARIA APG accordion pattern).
 *
 * The author writes pairs of heading + panel as plain HTML. The first h1-h6 child fixes the
 * drawer heading level; every child heading of that level starts a drawer and the nodes after
 * it, up to the next such heading, are its panel. The author's nodes are kept (same nodes, ids
 * and listeners): in light mode they are moved into the rendered structure, in shadow mode
 * they stay children of the host and get slot names. Either way the rendered structure is
 *
 *   div[part=drawer] > div[role=heading][aria-level] > button[aria-expanded] > span[part=title] > (author heading)
 *                    > div[part=panel][role=region]  > div[part=content]    > (author panel nodes)
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { track } from '../../src/analytics.ts';
import { useHost, type HostInfo } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { DrawersEvents } from './events.ts';
import { subscribe, type TriggerMessage } from '../../src/remote-trigger.ts';
import { getItem, setItem } from '../../src/storage.ts';

/** A drawer in `opened`: its trigger id (the heading's id), or its 0-based position. */
export type DrawerRef = string | number;

export const VARIANTS = ['default', 'form'] as const;
/** An attribute may still hold anything else: it is warned about and treated as 'default'. */
export type DrawersVariant = (typeof VARIANTS)[number];

export interface DrawersProps {
  /** Opening a drawer closes the others. */
  onlyOneOpen: boolean;
  /** A drawer, once opened, cannot be closed by its button (only-one-open may still close it). */
  onlyOnce: boolean;
  /** Remember opened drawers in local storage (`track-{trigger id}` = `opened`) and mark them as viewed. */
  tracked: boolean;
  /** 'form': each panel is a form section that must be valid before a later drawer opens. */
  variant: DrawersVariant;
  /** The open drawers, by trigger id (or 0-based index for a heading without an id). Kept current. */
  opened: Array<string | number>;
  /** Marker text of a tracked drawer the visitor has opened before. */
  visitedText: string;
  /** Screen-reader text of a form drawer whose fields are all valid. */
  validatedText: string;
}

// Event details are declared once, in meta.ts; events.ts is generated from it (npm run manifest).
export type { DrawersEvents } from './events.ts';
/** What made a drawer open or close. */
export type DrawerToggleCause = DrawersEvents['vb-drawer-toggle']['cause'];

/** Spec section 3 'Storage': local storage `track-{trigger id}` = `opened`. */
export const TRACK_KEY_PREFIX = 'track-';
export const TRACK_OPENED = 'opened';
/** APG accordion: avoid the region role when more than about 6 panels can be open at once (landmark proliferation). */
export const MAX_REGION_PANELS = 6;
export const DEFAULT_VISITED_TEXT = 'viewed';
export const DEFAULT_VALIDATED_TEXT = 'completed';

const HEADING_TAG = /^H[1-6]$/;
/** `open` reads naturally to an author; `data-open` is the form an HTML validator accepts. */
const OPEN_ATTRIBUTES = ['open', 'data-open'];
/** These elements own an `open` attribute of their own; it says nothing about the drawer. */
const OWN_OPEN = new Set(['details', 'dialog']);
const INTRO_SLOT = 'intro';

export function trackKey(id: string): string {
  return `${TRACK_KEY_PREFIX}${id}`;
}

export interface DrawerSource {
  /** The author's heading: the drawer's identity. */
  heading: HTMLElement;
  /** The author's nodes after the heading, up to the next drawer heading. */
  panel: Node[];
  /** Trigger id: the heading's id ('' when it has none). */
  id: string;
  /** 1-6, from the heading's tag. */
  level: number;
  /** `open` or `data-open` on the heading or a top-level panel element. */
  initiallyOpen: boolean;
  index: number;
}

export interface ParsedDrawers {
  /** Author nodes before the first drawer heading, shown above the drawers. */
  intro: Node[];
  drawers: DrawerSource[];
}

function hasOpenAttribute(element: Element): boolean {
  return !OWN_OPEN.has(element.localName) && OPEN_ATTRIBUTES.some((name) => element.hasAttribute(name));
}

/** Split the author's nodes into drawers: each heading of the first heading's level starts one. */
export function parseDrawers(nodes: readonly Node[]): ParsedDrawers {
  const first = nodes.find((node): node is HTMLElement => node instanceof HTMLElement && HEADING_TAG.test(node.tagName));
  if (!first) return { intro: [...nodes], drawers: [] };
  const tag = first.tagName;
  const level = Number(tag.slice(1));
  const intro: Node[] = [];
  const drawers: DrawerSource[] = [];
  let current: DrawerSource | undefined;
  for (const node of nodes) {
    if (node instanceof HTMLElement && node.tagName === tag) {
      current = { heading: node, panel: [], id: node.id, level, initiallyOpen: hasOpenAttribute(node), index: drawers.length };
      drawers.push(current);
    } else if (current) {
      current.panel.push(node);
      if (node instanceof Element && hasOpenAttribute(node)) current.initiallyOpen = true;
    } else {
      intro.push(node);
    }
  }
  return { intro, drawers };
}

/** Shadow mode: the host's children, with loose text wrapped in a span (a text node cannot take a slot name). */
function shadowChildren(element: HTMLElement): Node[] {
  const nodes: Node[] = [];
  for (const node of Array.from(element.childNodes)) {
    if (node instanceof Element) {
      nodes.push(node);
    } else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
      const span = document.createElement('span');
      node.replaceWith(span);
      span.append(node); // the same text node, now slottable
      nodes.push(span);
    }
  }
  return nodes;
}

function readAuthorNodes(host: HostInfo): Node[] {
  if (host.mode === 'shadow') return shadowChildren(host.element);
  return [...host.captured.values()].flat();
}

function sameNodes(a: readonly Node[], b: readonly Node[]): boolean {
  return a.length === b.length && a.every((node, i) => node === b[i]);
}

/** Light mode: put the author's nodes into a rendered container, moving nothing that is already in place (moving blurs). */
function place(container: Element | null | undefined, nodes: readonly Node[]): void {
  if (!container || sameNodes(Array.from(container.childNodes), nodes)) return;
  container.append(...nodes);
}

/** A form control, or a form-associated custom element that exposes constraint validation. */
interface Validatable extends Element {
  willValidate: boolean;
  validity?: ValidityState;
  checkValidity(): boolean;
  reportValidity(): boolean;
}

function isValidatable(element: Element): element is Validatable {
  const candidate = element as Partial<Validatable>;
  return candidate.willValidate === true && typeof candidate.checkValidity === 'function' && typeof candidate.reportValidity === 'function';
}

function fieldsOf(drawer: DrawerSource): Validatable[] {
  const fields: Validatable[] = [];
  for (const node of drawer.panel) {
    if (!(node instanceof Element)) continue;
    for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) if (isValidatable(element)) fields.push(element);
  }
  return fields;
}

/** The heading as analytics should name it: its text, whitespace collapsed. */
function headingText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Hidden panels stay searchable where the browser supports it: find-in-page opens them (beforematch). */
function hiddenValue(): string {
  return 'onbeforematch' in document.body ? 'until-found' : '';
}

function currentFragment(): string {
  const raw = location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function refersTo(drawer: DrawerSource, ref: DrawerRef): boolean {
  return typeof ref === 'number' ? ref === drawer.index : drawer.id !== '' && ref === drawer.id;
}

function refOf(drawer: DrawerSource): DrawerRef {
  return drawer.id !== '' ? drawer.id : drawer.index;
}

function sameRefs(a: readonly DrawerRef[], b: unknown): boolean {
  return Array.isArray(b) && a.length === b.length && a.every((ref, i) => ref === b[i]);
}

/** `opened` as given by a page: anything but a list of ids or indexes is ignored with a warning. */
function openedList(tag: string, opened: unknown): DrawerRef[] {
  if (opened === null || opened === undefined) return [];
  if (!Array.isArray(opened)) {
    console.warn(`<${tag}>: opened must be a JSON list of drawer ids, e.g. ["visit"]; ignoring it.`);
    return [];
  }
  return opened.filter((ref): ref is DrawerRef => typeof ref === 'string' || (typeof ref === 'number' && Number.isInteger(ref)));
}

interface DrawerState {
  open: ReadonlySet<HTMLElement>;
  /** Form variant: whether each drawer's fields were last found valid (absent = not yet). */
  validated: ReadonlyMap<HTMLElement, boolean>;
}

/** The drawers a list names, in the list's order (so only-one-open can keep the first named). */
function named(drawers: readonly DrawerSource[], refs: readonly DrawerRef[]): DrawerSource[] {
  const found = refs.map((ref) => drawers.find((drawer) => refersTo(drawer, ref))).filter((drawer): drawer is DrawerSource => !!drawer);
  return [...new Set(found)];
}

function initialState(drawers: readonly DrawerSource[], opened: readonly DrawerRef[], onlyOneOpen: boolean): DrawerState {
  const wanted = [...new Set([...named(drawers, opened), ...drawers.filter((drawer) => drawer.initiallyOpen)])];
  return { open: new Set((onlyOneOpen ? wanted.slice(0, 1) : wanted).map((drawer) => drawer.heading)), validated: new Map() };
}

interface Reveal {
  heading: HTMLElement;
  /** An element inside the panel the fragment named; otherwise the drawer itself is revealed and its button focused. */
  target?: Element;
}

let instances = 0;
const keys = new WeakMap<Element, number>();
let nextKey = 0;
function keyOf(heading: Element): number {
  let key = keys.get(heading);
  if (key === undefined) {
    key = ++nextKey;
    keys.set(heading, key);
  }
  return key;
}

export function Drawers(props: DrawersProps) {
  const { onlyOneOpen, onlyOnce, tracked, variant, visitedText, validatedText } = props;
  const host = useHost();
  const emit = useEmit<DrawersEvents>();
  const opened = useMemo(() => openedList(host.tag, props.opened), [host.tag, props.opened]);
  const isForm = variant === 'form';
  // useId is unique per React root, and every element is its own root: light-mode ids would collide.
  const [base] = useState(() => `vb-drawers-${++instances}`);
  const [nodes, setNodes] = useState<Node[]>(() => readAuthorNodes(host));
  const { intro, drawers } = useMemo(() => parseDrawers(nodes), [nodes]);
  const [state, setState] = useState<DrawerState>(() => initialState(drawers, opened, onlyOneOpen));

  // Handlers run from native listeners and effects: they read the latest values from refs.
  const stateRef = useRef(state);
  const latest = useRef({ props, drawers, isForm });
  latest.current = { props, drawers, isForm };
  /** The `opened` value the effect below last handled, and the one we last wrote (not a page's request). */
  const handledOpened = useRef<unknown>(props.opened);
  const writtenOpened = useRef<unknown>(undefined);
  const pendingReveal = useRef<Reveal | null>(null);
  /** Our own validity checks fire `invalid` on form-associated custom elements; those are not the visitor's. */
  const checkingSilently = useRef(false);
  const invalidHandled = useRef(false);
  const seen = useRef(new WeakSet<HTMLElement>());

  const rootRef = useRef<HTMLDivElement>(null);
  const introRef = useRef<HTMLDivElement>(null);
  const drawerRefs = useRef<Array<HTMLDivElement | null>>([]);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const titleRefs = useRef<Array<HTMLSpanElement | null>>([]);
  const panelRefs = useRef<Array<HTMLDivElement | null>>([]);
  const contentRefs = useRef<Array<HTMLDivElement | null>>([]);

  const commit = (next: DrawerState, sync: boolean) => {
    stateRef.current = next;
    // Synchronous where we may: listeners of our events then see the DOM already updated, and a field
    // about to be reported must be visible. Effects cannot flush, so their changes render next.
    if (sync) flushSync(() => setState(next));
    else setState(next);
  };

  const drawerContaining = (target: EventTarget | null) =>
    target instanceof Node ? latest.current.drawers.find((drawer) => drawer.panel.some((node) => node === target || node.contains(target))) : undefined;

  const isFieldValid = (field: Validatable) => {
    if (field.validity) return field.validity.valid;
    checkingSilently.current = true;
    try {
      return field.checkValidity();
    } finally {
      checkingSilently.current = false;
    }
  };
  const firstInvalidField = (drawer: DrawerSource) => fieldsOf(drawer).find((field) => !isFieldValid(field));

  const setValidated = (drawer: DrawerSource, valid: boolean) => {
    const current = stateRef.current;
    if ((current.validated.get(drawer.heading) ?? false) === valid) return;
    const validated = new Map(current.validated);
    validated.set(drawer.heading, valid);
    commit({ ...current, validated }, false);
    emit('vb-drawer-validated', { id: drawer.id, valid, index: drawer.index });
  };
  const refreshValidated = (drawer: DrawerSource) => setValidated(drawer, !firstInvalidField(drawer));

  /** Form variant: the first earlier drawer that is not valid, with its first invalid field; updates the flags it checks. */
  const blockerOf = (target: DrawerSource): { drawer: DrawerSource; field: Validatable } | undefined => {
    for (const drawer of latest.current.drawers) {
      if (drawer.index >= target.index) break;
      const field = firstInvalidField(drawer);
      setValidated(drawer, !field);
      if (field) return { drawer, field };
    }
    return undefined;
  };

  /** `opened` always reads the drawers open now: a property, never written to the attribute. */
  const syncOpenedProperty = () => {
    const refs = latest.current.drawers.filter((drawer) => stateRef.current.open.has(drawer.heading)).map(refOf);
    const element = host.element as HTMLElement & { opened?: unknown };
    if (sameRefs(refs, element.opened)) return;
    writtenOpened.current = refs;
    element.opened = refs;
  };

  /** The one place a drawer opens or closes; returns whether anything changed. */
  const setOpen = (drawer: DrawerSource, open: boolean, cause: DrawerToggleCause, sync: boolean): boolean => {
    const { props: current, drawers: all, isForm: form } = latest.current;
    const now = stateRef.current;
    if (now.open.has(drawer.heading) === open) return false;
    if (!open) {
      if (current.onlyOnce) return false;
      const next = new Set(now.open);
      next.delete(drawer.heading);
      commit({ ...now, open: next }, sync);
      syncOpenedProperty();
      emit('vb-drawer-toggle', { id: drawer.id, open: false, index: drawer.index, cause });
      return true;
    }
    const next = new Set(current.onlyOneOpen ? [] : now.open);
    next.add(drawer.heading);
    const closed = all.filter((other) => now.open.has(other.heading) && !next.has(other.heading));
    commit({ ...now, open: next }, sync);
    syncOpenedProperty();
    if (current.tracked && drawer.id) setItem('local', trackKey(drawer.id), TRACK_OPENED);
    for (const other of closed) emit('vb-drawer-toggle', { id: other.id, open: false, index: other.index, cause });
    emit('vb-drawer-toggle', { id: drawer.id, open: true, index: drawer.index, cause });
    if (form) refreshValidated(drawer);
    return true;
  };

  const reveal = ({ heading, target }: Reveal) => {
    const index = latest.current.drawers.findIndex((drawer) => drawer.heading === heading);
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return;
    }
    buttonRefs.current[index]?.focus({ preventScroll: true });
    drawerRefs.current[index]?.scrollIntoView({ behavior, block: 'start' });
  };

  /**
   * Open a drawer the visitor navigated to, then (with `show`) scroll to it and focus its button, once it
   * has rendered. In the form variant an unfinished earlier section opens instead.
   */
  const openAndReveal = (drawer: DrawerSource, target: Element | undefined, cause: DrawerToggleCause, sync: boolean, show = true) => {
    let goal: Reveal = { heading: drawer.heading, target };
    let goalDrawer = drawer;
    if (latest.current.isForm) {
      const blocker = blockerOf(drawer);
      if (blocker) {
        goalDrawer = blocker.drawer;
        goal = { heading: blocker.drawer.heading };
        cause = 'validation';
      }
    }
    if (show) pendingReveal.current = goal;
    if (!setOpen(goalDrawer, true, cause, sync) && show && stateRef.current.open.has(goalDrawer.heading)) {
      pendingReveal.current = null;
      reveal(goal); // already open: no render is coming
    }
  };

  /** A fragment names a drawer (its trigger id) or an element inside a panel. */
  const revealFragment = (id: string, sync: boolean): boolean => {
    if (!id) return false;
    const { drawers: all } = latest.current;
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

  const onButtonClick = (drawer: DrawerSource) => {
    const isOpen = stateRef.current.open.has(drawer.heading);
    if (isOpen && latest.current.props.onlyOnce) return; // aria-disabled: it stays open
    if (!isOpen && latest.current.isForm) {
      const blocker = blockerOf(drawer);
      if (blocker) {
        setOpen(blocker.drawer, true, 'validation', true);
        // Shows the browser's message on the field and moves focus there.
        blocker.field.reportValidity();
        return;
      }
    }
    if (setOpen(drawer, !isOpen, 'user', true)) {
      track(host.element, 'click', { contentTitle: headingText(drawer.heading.textContent), interactionText: isOpen ? 'close' : 'open' });
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const count = latest.current.drawers.length;
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = (index + 1) % count;
        break;
      case 'ArrowUp':
        next = (index - 1 + count) % count;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      default:
        return; // Enter and Space are the button's own activation
    }
    event.preventDefault();
    buttonRefs.current[next]?.focus();
  };

  // Native listeners, not React's onClick: in shadow mode a click on the author's heading text has a
  // slotted light-DOM target that React cannot map to our button, though the button is on its path.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Ours only: a nested vb-drawers inside a panel has buttons of its own on the same path.
    const indexOf = (event: Event) => {
      for (const node of event.composedPath()) {
        const index = buttonRefs.current.indexOf(node as HTMLButtonElement);
        if (index >= 0) return index;
      }
      return -1;
    };
    const onClick = (event: MouseEvent) => {
      const drawer = latest.current.drawers[indexOf(event)];
      if (drawer) onButtonClick(drawer);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const index = indexOf(event);
      if (index >= 0) onButtonKeyDown(event, index);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // Author content added after mount (a script, a CMS) joins the drawers; the runtime tells us in both
  // modes. Wrapping loose text for its slot changes the child list again, which reads as the same nodes.
  useEffect(
    () =>
      host.onAuthorChange(() =>
        setNodes((previous) => {
          const next = readAuthorNodes(host);
          return sameNodes(previous, next) ? previous : next;
        }),
      ),
    [host],
  );

  // Drawers that appear later may ask to start open.
  useEffect(() => {
    const fresh = drawers.filter((drawer) => !seen.current.has(drawer.heading));
    for (const drawer of drawers) seen.current.add(drawer.heading);
    const current = stateRef.current;
    const starting = fresh.filter((drawer) => drawer.initiallyOpen && !current.open.has(drawer.heading));
    if (starting.length === 0) return;
    if (onlyOneOpen && drawers.some((drawer) => current.open.has(drawer.heading))) return;
    const open = new Set(current.open);
    for (const drawer of onlyOneOpen ? starting.slice(0, 1) : starting) open.add(drawer.heading);
    commit({ ...current, open }, false);
  }, [drawers]);

  useEffect(() => {
    if (nodes.length > 0 && drawers.length === 0) {
      console.warn(`<${host.tag}>: no drawers. Write each drawer as a heading (h1-h6) followed by its panel, e.g. <h3 id="visit">Title</h3><div>Panel</div>.`);
    }
  }, [host.tag, nodes, drawers]);

  useEffect(() => {
    if (!(VARIANTS as readonly string[]).includes(variant)) {
      console.warn(`<${host.tag}>: variant="${variant}" is not one of ${VARIANTS.join(', ')}; using default.`);
    }
  }, [host.tag, variant]);

  // Light mode: the author's nodes into the rendered structure. Shadow mode: slot names on them.
  // Then the hidden state of each panel, which React cannot express (hidden="until-found").
  useLayoutEffect(() => {
    if (host.mode === 'light') {
      place(introRef.current, intro);
      drawers.forEach((drawer, i) => {
        place(titleRefs.current[i], [drawer.heading]);
        place(contentRefs.current[i], drawer.panel);
      });
    } else {
      const name = (element: Element, slot: string) => {
        if (element.getAttribute('slot') !== slot) element.setAttribute('slot', slot);
      };
      for (const node of intro) if (node instanceof Element) name(node, INTRO_SLOT);
      drawers.forEach((drawer, i) => {
        name(drawer.heading, `heading-${i}`);
        for (const node of drawer.panel) if (node instanceof Element) name(node, `panel-${i}`);
      });
    }
    const hidden = hiddenValue();
    drawers.forEach((drawer, i) => {
      const panel = panelRefs.current[i];
      if (!panel) return;
      if (state.open.has(drawer.heading)) panel.removeAttribute('hidden');
      else if (panel.getAttribute('hidden') !== hidden) panel.setAttribute('hidden', hidden);
    });
  });

  // Scroll and focus once the drawer a fragment named has rendered open.
  useEffect(() => {
    const goal = pendingReveal.current;
    if (!goal || !stateRef.current.open.has(goal.heading)) return;
    pendingReveal.current = null;
    reveal(goal);
  });

  // The URL fragment: at start-up and on hashchange. Links: <a href="#id"> comes through the remote
  // trigger subscriptions below; a link spelled with the page's path (/page#id) to the fragment the
  // address already has gives no hashchange, so its click is handled here, instead of the browser's
  // jump (which would also take focus away from the button).
  useEffect(() => {
    revealFragment(currentFragment(), false);
    const onHashChange = () => revealFragment(currentFragment(), true);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
      if (!link?.hash || link.hash !== location.hash) return;
      const url = new URL(link.href, location.href);
      if (url.origin + url.pathname + url.search !== location.origin + location.pathname + location.search) return;
      if (revealFragment(currentFragment(), true)) event.preventDefault();
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
    // Mount only: the handlers read the latest drawers and props from refs.
  }, []);

  // Remote triggers (src/remote-trigger.ts) by trigger id. The runtime's anchor handling publishes a
  // click on <a href="#id"> to a subscriber instead of focusing the target itself, which would put
  // tabindex="-1" and focus on the author's heading inside our button. A link goes to its drawer:
  // it opens it (even for 'toggle'), scrolls there and focuses the button, like the fragment would.
  useEffect(() => {
    const ids = [...new Set(drawers.map((drawer) => drawer.id).filter((id) => id !== ''))];
    const onTrigger = (message: TriggerMessage, id: string) => {
      const drawer = latest.current.drawers.find((candidate) => candidate.id === id);
      if (!drawer) return;
      const fromLink = message.source instanceof HTMLAnchorElement;
      // A click can render at once; a message sent from another block's render or effect cannot.
      const sync = fromLink;
      const isOpen = stateRef.current.open.has(drawer.heading);
      const action = message.action === 'show' ? 'open' : message.action === 'hide' ? 'close' : message.action;
      if (fromLink && (action === 'toggle' || action === 'open')) openAndReveal(drawer, undefined, 'fragment', sync);
      else if (action === 'open' || (action === 'toggle' && !isOpen)) openAndReveal(drawer, undefined, 'trigger', sync, false);
      else if (action === 'close' || action === 'toggle') setOpen(drawer, false, 'trigger', sync);
    };
    const offs = ids.map((id) => subscribe(id, onTrigger));
    return () => {
      for (const off of offs) off();
    };
  }, [drawers]);

  // Find-in-page (and fragment navigation into a hidden panel) reveals hidden="until-found" content:
  // the browser removes the attribute itself, so our state must follow.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onBeforeMatch = (event: Event) => {
      // Fired at each hidden="until-found" ancestor of the match; a nested vb-drawers' panels are not ours.
      const drawer = latest.current.drawers[panelRefs.current.indexOf(event.target as HTMLDivElement)];
      if (drawer) setOpen(drawer, true, 'find', true);
    };
    root.addEventListener('beforematch', onBeforeMatch);
    return () => root.removeEventListener('beforematch', onBeforeMatch);
  }, []);

  // Form variant: the validated flag follows the visitor's input; a form submit that finds an invalid
  // field in a closed drawer opens it, so the browser can focus the field and show its message.
  useEffect(() => {
    if (!isForm) return;
    const element = host.element;
    const onInput = (event: Event) => {
      const drawer = drawerContaining(event.target);
      if (drawer) refreshValidated(drawer);
    };
    const onInvalid = (event: Event) => {
      if (checkingSilently.current) return;
      const drawer = drawerContaining(event.target);
      if (!drawer) return;
      setValidated(drawer, false);
      // A submit fires `invalid` on every invalid field in one task; the browser reports the first.
      if (invalidHandled.current) return;
      invalidHandled.current = true;
      setTimeout(() => (invalidHandled.current = false), 0);
      setOpen(drawer, true, 'validation', true);
    };
    element.addEventListener('input', onInput);
    element.addEventListener('change', onInput);
    element.addEventListener('invalid', onInvalid, true);
    for (const drawer of latest.current.drawers) if (stateRef.current.open.has(drawer.heading)) refreshValidated(drawer);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('change', onInput);
      element.removeEventListener('invalid', onInvalid, true);
    };
  }, [isForm, host]);

  // `opened` set by the page (property or attribute): open and close to match, under the same rules.
  useEffect(() => {
    if (props.opened === handledOpened.current) return;
    handledOpened.current = props.opened;
    if (props.opened === writtenOpened.current) return;
    const { drawers: all, props: current } = latest.current;
    const wanted = named(all, opened);
    const keep = new Set((current.onlyOneOpen ? wanted.slice(0, 1) : wanted).map((drawer) => drawer.heading));
    for (const drawer of all) if (!keep.has(drawer.heading)) setOpen(drawer, false, 'property', false);
    for (const drawer of wanted) if (keep.has(drawer.heading)) setOpen(drawer, true, 'property', false);
    // A rule may have refused part of it (only-once): the property still tells the truth.
    syncOpenedProperty();
  }, [props.opened]);

  useEffect(syncOpenedProperty, [host, drawers, state.open]);

  const useRegion = onlyOneOpen || drawers.length <= MAX_REGION_PANELS;
  const shadow = host.mode === 'shadow';

  return (
    <div ref={rootRef} className="root" data-variant={isForm ? 'form' : 'default'}>
      {intro.length > 0 && (
        <div ref={introRef} className="intro" part="intro">
          {shadow ? <slot name={INTRO_SLOT} /> : null}
        </div>
      )}
      {drawers.length > 0 && (
        <div className="drawers" part="drawers">
          {drawers.map((drawer, i) => {
            const isOpen = state.open.has(drawer.heading);
            const locked = onlyOnce && isOpen;
            const visited = tracked && drawer.id !== '' && getItem('local', trackKey(drawer.id)) === TRACK_OPENED;
            const validated = isForm && state.validated.get(drawer.heading) === true;
            const buttonId = `${base}-button-${i}`;
            const titleId = `${base}-title-${i}`;
            const panelId = `${base}-panel-${i}`;
            const parts = ['drawer', isOpen && 'drawer-open', visited && 'drawer-visited', validated && 'drawer-validated', locked && 'drawer-locked']
              .filter(Boolean)
              .join(' ');
            return (
              <div
                key={keyOf(drawer.heading)}
                ref={(el) => void (drawerRefs.current[i] = el)}
                className="drawer"
                part={parts}
                data-open={isOpen ? '' : undefined}
                data-visited={visited ? '' : undefined}
                data-validated={isForm ? String(state.validated.get(drawer.heading) === true) : undefined}
                data-locked={locked ? '' : undefined}
                data-trigger-id={drawer.id || undefined}
              >
                <div role="heading" aria-level={drawer.level} className="header" part="header">
                  <button
                    ref={(el) => void (buttonRefs.current[i] = el)}
                    type="button"
                    id={buttonId}
                    className="button"
                    part="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-disabled={locked ? 'true' : undefined}
                  >
                    <span ref={(el) => void (titleRefs.current[i] = el)} id={titleId} className="title" part="title">
                      {shadow ? <slot name={`heading-${i}`} /> : null}
                    </span>
                    {validated && (
                      <span className="mark validated" part="validated-mark">
                        <span aria-hidden="true">✓</span>
                        <span className="vb-visually-hidden">, {validatedText}</span>
                      </span>
                    )}
                    {visited && (
                      <span className="mark visited" part="visited-mark">
                        <span className="vb-visually-hidden">, </span>
                        {visitedText}
                      </span>
                    )}
                    <span className="icon" part="icon" aria-hidden="true" />
                  </button>
                </div>
                <div
                  ref={(el) => void (panelRefs.current[i] = el)}
                  id={panelId}
                  className="panel"
                  part="panel"
                  role={useRegion ? 'region' : undefined}
                  aria-labelledby={useRegion ? titleId : undefined}
                >
                  <div ref={(el) => void (contentRefs.current[i] = el)} className="content" part="content">
                    {shadow ? <slot name={`panel-${i}`} /> : null}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
