/**
 * vb-drawers without React or the DOM: how the author's nodes split into drawers, and how the open
 * and validated state moves (only-one-open, only-once, the opened list, form blocking, tracking).
 * Everything here takes plain values, so a node test covers it (test/elements/drawers/drawers-logic.node.test.ts).
 */
import type { DrawersProgressDetail } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

/** A drawer in `opened`: its trigger id (the heading's id), or its 0-based position. */
export type DrawerRef = string | number;

export type DrawersProps = PropsOf<typeof meta>;

/** What made a drawer open or close. */
export type DrawerToggleCause = 'user' | 'fragment' | 'find' | 'property' | 'trigger' | 'validation';

// Event details are declared once, in meta.ts; events.ts is generated from it (npm run manifest).
export type { DrawersEvents } from './events.ts';
/** Reading progress of the tracked drawers on this page: spec 'track-{path} = opened/total, progress read as done/total'. */
export type DrawersProgress = DrawersProgressDetail;

/** APG accordion: avoid the region role when more than about 6 panels can be open at once (landmark proliferation). */
export const MAX_REGION_PANELS = 6;

const HEADING_NAME = /^h[1-6]$/;
/** `open` reads naturally to an author; `data-open` is the form an HTML validator accepts. */
const OPEN_ATTRIBUTES = ['open', 'data-open'];
/** These elements own an `open` attribute of their own; it says nothing about the drawer. */
const OWN_OPEN = new Set(['details', 'dialog']);
const ELEMENT_NODE = 1;

/** The shape of a DOM node this file needs, so plain objects stand in for nodes in a node test. */
export interface AuthorNode {
  nodeType: number;
}
export interface AuthorElement extends AuthorNode {
  localName: string;
  id: string;
  hasAttribute(name: string): boolean;
}

function isElement(node: AuthorNode): node is AuthorElement {
  return node.nodeType === ELEMENT_NODE;
}

export interface DrawerSource<N extends AuthorNode = Node, E extends AuthorElement = Element> {
  /** The author's heading: the drawer's identity. */
  heading: E;
  /** The author's nodes after the heading, up to the next drawer heading. */
  panel: N[];
  /** Trigger id: the heading's id ('' when it has none). */
  id: string;
  /** 1-6, from the heading's tag. */
  level: number;
  /** `open` or `data-open` on the heading or a top-level panel element. */
  initiallyOpen: boolean;
  index: number;
}

export interface ParsedDrawers<N extends AuthorNode = Node, E extends AuthorElement = Element> {
  /** Author nodes before the first drawer heading, shown above the drawers. */
  intro: N[];
  drawers: Array<DrawerSource<N, E>>;
}

/** Any drawer, whatever stands in for its nodes (DOM nodes in the element, plain objects in a test). */
export type AnyDrawer = DrawerSource<AuthorNode, AuthorElement>;

function hasOpenAttribute(element: AuthorElement): boolean {
  return !OWN_OPEN.has(element.localName) && OPEN_ATTRIBUTES.some((name) => element.hasAttribute(name));
}

/** Split the author's nodes into drawers: each heading of the first heading's level starts one. */
export function parseDrawers<N extends AuthorNode>(nodes: readonly N[]): ParsedDrawers<N, N & AuthorElement> {
  const first = nodes.find((node): node is N & AuthorElement => isElement(node) && HEADING_NAME.test(node.localName));
  if (!first) return { intro: [...nodes], drawers: [] };
  const name = first.localName;
  const level = Number(name.slice(1));
  const intro: N[] = [];
  const drawers: Array<DrawerSource<N, N & AuthorElement>> = [];
  let current: DrawerSource<N, N & AuthorElement> | undefined;
  for (const node of nodes) {
    if (isElement(node) && node.localName === name) {
      current = { heading: node, panel: [], id: node.id, level, initiallyOpen: hasOpenAttribute(node), index: drawers.length };
      drawers.push(current);
    } else if (current) {
      current.panel.push(node);
      if (isElement(node) && hasOpenAttribute(node)) current.initiallyOpen = true;
    } else {
      intro.push(node);
    }
  }
  return { intro, drawers };
}

export function refersTo(drawer: AnyDrawer, ref: DrawerRef): boolean {
  return typeof ref === 'number' ? ref === drawer.index : drawer.id !== '' && ref === drawer.id;
}

export function refOf(drawer: AnyDrawer): DrawerRef {
  return drawer.id !== '' ? drawer.id : drawer.index;
}

export function sameRefs(a: readonly DrawerRef[], b: unknown): boolean {
  return Array.isArray(b) && a.length === b.length && a.every((ref, i) => ref === b[i]);
}

/** `opened` as given by a page: a list of ids and indexes, or undefined when it is not a list at all. */
export function openedList(opened: unknown): DrawerRef[] | undefined {
  if (opened === null || opened === undefined) return [];
  if (!Array.isArray(opened)) return undefined;
  return opened.filter((ref): ref is DrawerRef => typeof ref === 'string' || (typeof ref === 'number' && Number.isInteger(ref)));
}

/** The drawers a list names, in the list's order (so only-one-open can keep the first named). */
export function named<D extends AnyDrawer>(drawers: readonly D[], refs: readonly DrawerRef[]): D[] {
  const found = refs.map((ref) => drawers.find((drawer) => refersTo(drawer, ref))).filter((drawer): drawer is D => !!drawer);
  return [...new Set(found)];
}

/** The heading as analytics should name it: its text, whitespace collapsed. */
export function headingText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Open and validated state, keyed by the drawer's heading (its identity across re-parses). */
export interface DrawerState<K = unknown> {
  open: ReadonlySet<K>;
  /** Form variant: whether each drawer's fields were last found valid (absent = not yet). */
  validated: ReadonlyMap<K, boolean>;
}

export interface OpenRules {
  onlyOneOpen: boolean;
  onlyOnce: boolean;
}

export interface Toggle<D extends AnyDrawer = DrawerSource> {
  drawer: D;
  open: boolean;
}

/** A state change and the toggles it makes, in the order their events go out (closed ones first). */
export interface Transition<D extends AnyDrawer = DrawerSource> {
  state: DrawerState<D['heading']>;
  toggles: Array<Toggle<D>>;
}

export function emptyState<K>(): DrawerState<K> {
  return { open: new Set(), validated: new Map() };
}

export function initialState<D extends AnyDrawer>(drawers: readonly D[], opened: readonly DrawerRef[], onlyOneOpen: boolean): DrawerState<D['heading']> {
  const wanted = [...new Set([...named(drawers, opened), ...drawers.filter((drawer) => drawer.initiallyOpen)])];
  return { open: new Set((onlyOneOpen ? wanted.slice(0, 1) : wanted).map((drawer) => drawer.heading)), validated: new Map() };
}

/**
 * Open or close one drawer under the rules. Closing is refused with only-once (the drawer stays open);
 * opening with only-one-open closes the others. An unchanged state comes back as the same object.
 */
export function setOpen<D extends AnyDrawer>(
  state: DrawerState<D['heading']>,
  drawers: readonly D[],
  drawer: D,
  open: boolean,
  rules: OpenRules,
): Transition<D> {
  if (state.open.has(drawer.heading) === open) return { state, toggles: [] };
  if (!open) {
    if (rules.onlyOnce) return { state, toggles: [] };
    const next = new Set(state.open);
    next.delete(drawer.heading);
    return { state: { ...state, open: next }, toggles: [{ drawer, open: false }] };
  }
  const next = new Set(rules.onlyOneOpen ? [] : state.open);
  next.add(drawer.heading);
  const closed = drawers.filter((other) => state.open.has(other.heading) && !next.has(other.heading));
  return { state: { ...state, open: next }, toggles: [...closed.map((other) => ({ drawer: other, open: false })), { drawer, open: true }] };
}

/** Open and close to match an `opened` list set by the page, under the same rules (only-once may refuse a close). */
export function applyOpened<D extends AnyDrawer>(
  state: DrawerState<D['heading']>,
  drawers: readonly D[],
  refs: readonly DrawerRef[],
  rules: OpenRules,
): Transition<D> {
  const wanted = named(drawers, refs);
  const keep = new Set((rules.onlyOneOpen ? wanted.slice(0, 1) : wanted).map((drawer) => drawer.heading));
  let current = state;
  const toggles: Array<Toggle<D>> = [];
  const step = (drawer: D, open: boolean) => {
    const result = setOpen(current, drawers, drawer, open, rules);
    current = result.state;
    toggles.push(...result.toggles);
  };
  for (const drawer of drawers) if (!keep.has(drawer.heading)) step(drawer, false);
  for (const drawer of wanted) if (keep.has(drawer.heading)) step(drawer, true);
  return { state: current, toggles };
}

/**
 * Drawers that appeared since the last parse (or all of them on reinit) may ask to start open; with
 * only-one-open they do not take over from a drawer already open. No events: nobody asked.
 */
export function openStarting<D extends AnyDrawer>(
  state: DrawerState<D['heading']>,
  drawers: readonly D[],
  fresh: readonly D[],
  onlyOneOpen: boolean,
): DrawerState<D['heading']> {
  const starting = fresh.filter((drawer) => drawer.initiallyOpen && !state.open.has(drawer.heading));
  if (starting.length === 0) return state;
  if (onlyOneOpen && drawers.some((drawer) => state.open.has(drawer.heading))) return state;
  const open = new Set(state.open);
  for (const drawer of onlyOneOpen ? starting.slice(0, 1) : starting) open.add(drawer.heading);
  return { ...state, open };
}

/** Record a form drawer's validity; the same object back when it did not change (no event then). */
export function setValidated<D extends AnyDrawer>(state: DrawerState<D['heading']>, drawer: D, valid: boolean): DrawerState<D['heading']> {
  if ((state.validated.get(drawer.heading) ?? false) === valid) return state;
  const validated = new Map(state.validated);
  validated.set(drawer.heading, valid);
  return { ...state, validated };
}

/**
 * Form variant: the first drawer before `target` that has an invalid field, with that field; every
 * drawer checked on the way is reported to `checked` (so its flag can follow). Going back is always allowed.
 */
export function firstBlocker<D extends AnyDrawer, F>(
  drawers: readonly D[],
  target: D,
  firstInvalidField: (drawer: D) => F | undefined,
  checked: (drawer: D, valid: boolean) => void = () => {},
): { drawer: D; field: F } | undefined {
  for (const drawer of drawers) {
    if (drawer.index >= target.index) break;
    const field = firstInvalidField(drawer);
    checked(drawer, field === undefined);
    if (field !== undefined) return { drawer, field };
  }
  return undefined;
}

/** Progress of a tracked drawers element: of its drawers with a trigger id, how many were ever opened. */
export function progressOf(drawers: readonly AnyDrawer[], visited: (id: string) => boolean): { done: number; total: number } {
  const tracked = drawers.filter((drawer) => drawer.id !== '');
  return { done: tracked.filter((drawer) => visited(drawer.id)).length, total: tracked.length };
}
