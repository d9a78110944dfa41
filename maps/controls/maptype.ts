/**
 * Map-type control (maps-toolkit spec sections 2 and 4). BUTTON mode is one small button; OVERVIEW mode a
 * thumbnail of the type a press leads to. With two types a press swaps them (preferring the same
 * provider); with more it opens a callout listbox grouped by provider (WAI-ARIA listbox with
 * aria-activedescendant; the keys are the house's combobox rules, src/combobox-logic.ts: arrows wrap, Home, End,
 * letters type ahead, Enter or Space to choose, Escape to close and return focus).
 */
import { MapType, MapTypeControlMode } from '../geo/enums.ts';
import type { MapTypeInfo } from '../engines/types.ts';
import type { ControlContext, MapControl } from './types.ts';
import { controlString } from './strings.ts';
import { emit, type MapTypeControlModeResolved } from './events.ts';
import { h, icon, ICONS, placeControl } from './dom.ts';
import { comboboxKey, TYPE_AHEAD_MS } from '../../src/combobox-logic.ts';
import { alternateType, groupByProvider, mapTypeAction, resolveCurrentType, resolveMapTypeMode } from './maptype-logic.ts';

export interface MapTypeControlOptions {
  /** DEFAULT picks BUTTON or OVERVIEW by the map's width. */
  mode?: MapTypeControlMode;
}

export interface MapTypeControl extends MapControl {
  readonly mode: MapTypeControlModeResolved;
  readonly open: boolean;
}

let ids = 0;

/** The engine's label (it reads `/strings` itself); the service's words for map and satellite when it has none. */
function typeLabel(type: MapTypeInfo, strings: Readonly<Record<string, string>>): string {
  if (type.label.trim()) return type.label;
  if (type.type === MapType.SATELLITE || type.type === MapType.HYBRID) return controlString(strings, 'maptypes.satellite');
  return controlString(strings, 'maptypes.map');
}

interface Callout {
  readonly element: HTMLElement;
  readonly open: boolean;
  show(): void;
  hide(returnFocus: boolean): void;
}

interface CalloutOptions {
  prefix: string;
  title: string;
  strings: Readonly<Record<string, string>>;
  types: () => readonly MapTypeInfo[];
  currentId: () => string;
  /** The control: a press outside it closes the callout. */
  container: HTMLElement;
  trigger: () => HTMLButtonElement | undefined;
  choose: (id: string) => void;
}

/** One option, and a provider's group around its options when there is more than one provider. */
function drawOptions(listbox: HTMLElement, options: CalloutOptions): HTMLElement[] {
  const { prefix, strings } = options;
  const all = options.types();
  const current = resolveCurrentType(all, options.currentId());
  const groups = groupByProvider(all);
  const nodes: HTMLElement[] = [];
  listbox.replaceChildren();
  for (const [g, group] of groups.entries()) {
    const optionNodes = group.types.map((type) => {
      const attributes = {
        class: 'vb-map__option',
        role: 'option',
        id: `${prefix}-option-${nodes.length}`,
        'aria-selected': String(type.id === current?.id),
        'data-vb-id': type.id,
      };
      const option = h('div', attributes, typeLabel(type, strings));
      option.addEventListener('click', () => options.choose(type.id));
      nodes.push(option);
      return option;
    });
    if (groups.length > 1) {
      const headingId = `${prefix}-group-${g}`;
      const heading = h('div', { class: 'vb-map__group-label', id: headingId, role: 'presentation' }, group.label);
      listbox.append(h('div', { class: 'vb-map__group', role: 'group', 'aria-labelledby': headingId }, heading, ...optionNodes));
    } else listbox.append(...optionNodes);
  }
  return nodes;
}

/** The callout listbox of more than two types, grouped by provider; focus moves into it while open. */
function createCallout(options: CalloutOptions): Callout {
  const listbox = h('div', {
    class: 'vb-map__callout',
    role: 'listbox',
    id: `${options.prefix}-list`,
    'aria-label': options.title,
    tabindex: -1,
    hidden: true,
  });
  let isOpen = false;
  let active = -1;
  let nodes: HTMLElement[] = [];
  let typed = { buffer: '', at: 0 };

  const onOutside = (event: Event) => {
    if (!event.composedPath().includes(options.container)) hide(false);
  };

  function hide(returnFocus: boolean): void {
    if (!isOpen) return;
    isOpen = false;
    listbox.hidden = true;
    listbox.removeAttribute('aria-activedescendant');
    options.trigger()?.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onOutside, true);
    if (returnFocus) options.trigger()?.focus();
  }

  const setActive = (index: number) => {
    active = index;
    nodes.forEach((option, i) => option.classList.toggle('vb-map__option--active', i === index));
    const option = nodes[index];
    if (!option) return;
    listbox.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView?.({ block: 'nearest' });
  };

  const show = () => {
    if (isOpen) return;
    nodes = drawOptions(listbox, options);
    const selected = nodes.findIndex((option) => option.getAttribute('aria-selected') === 'true');
    setActive(selected === -1 ? 0 : selected);
    isOpen = true;
    listbox.hidden = false;
    options.trigger()?.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', onOutside, true);
    listbox.focus();
  };

  listbox.addEventListener('keydown', (event) => {
    const now = Date.now();
    const buffer = now - typed.at > TYPE_AHEAD_MS ? '' : typed.buffer;
    const labels = nodes.map((option) => option.textContent ?? '');
    const action = comboboxKey({ key: event.key, open: isOpen, count: nodes.length, active, selectOnly: true, labels, buffer });
    if (action.kind === 'ignore') return;
    if (action.kind === 'leave') {
      hide(false);
      return;
    }
    event.preventDefault();
    if (action.kind === 'move') {
      setActive(action.index);
      if (action.buffer !== undefined) typed = { buffer: action.buffer, at: now };
    } else if (action.kind === 'choose') {
      const id = nodes[action.index]?.dataset.vbId;
      if (id) options.choose(id);
    } else if (action.kind === 'close') {
      // The map's own Escape handling (fullscreen) must not also run.
      event.stopPropagation();
      hide(true);
    }
  });

  return {
    element: listbox,
    get open() {
      return isOpen;
    },
    show,
    hide,
  };
}

/** The button: BUTTON mode a small icon button; OVERVIEW a thumbnail of the type a press leads to. */
function drawTrigger(
  mode: MapTypeControlModeResolved,
  action: 'none' | 'swap' | 'list',
  next: MapTypeInfo | undefined,
  title: string,
  strings: Readonly<Record<string, string>>,
  listId: string,
): HTMLButtonElement {
  const nextLabel = next ? typeLabel(next, strings) : title;
  const listAttributes = action === 'list' ? { 'aria-haspopup': 'listbox', 'aria-expanded': 'false', 'aria-controls': listId } : {};
  const name = action === 'swap' ? `${title}: ${nextLabel}` : title;
  if (mode === MapTypeControlMode.BUTTON) {
    return h(
      'button',
      { type: 'button', class: 'vb-map__button vb-map__maptype-button', 'aria-label': name, title: name, ...listAttributes },
      icon(ICONS.layers),
    );
  }
  const picture = next?.thumbnail
    ? h('img', { class: 'vb-map__maptype-thumbnail', src: next.thumbnail, alt: '' })
    : h('span', { class: 'vb-map__maptype-tile', 'data-vb-type': next?.type ?? MapType.DEFAULT, 'aria-hidden': 'true' });
  // The visible text is the type a press leads to; with more than two types the press opens the list.
  return h(
    'button',
    { type: 'button', class: 'vb-map__maptype-overview', 'aria-label': name, title: name, ...listAttributes },
    picture,
    h('span', { class: 'vb-map__maptype-label', 'aria-hidden': 'true' }, action === 'list' ? title : nextLabel),
  );
}

export function createMapTypeControl(context: ControlContext, options: MapTypeControlOptions = {}): MapTypeControl {
  const { engine, strings, events } = context;
  const requested = options.mode ?? MapTypeControlMode.DEFAULT;
  const prefix = `vb-map-maptype-${++ids}`;
  const title = controlString(strings, 'maptypes');
  const element = h('div', { class: 'vb-map__control vb-map__maptype', 'data-vb-position': context.position });

  let mode: MapTypeControlModeResolved = resolveMapTypeMode(requested, engine.getView().width);
  let trigger: HTMLButtonElement | undefined;
  /** The type the trigger was last drawn for. */
  let shownType: string | undefined;

  const types = () => engine.mapTypes();

  const select = (id: string) => {
    callout.hide(true);
    if (id === engine.getMapType()) return;
    engine.setMapType(id);
    const actual = engine.getMapType();
    render();
    emit(events, 'vb-map-maptype-change', { id: actual });
  };

  const callout = createCallout({
    prefix,
    title,
    strings,
    types,
    currentId: () => engine.getMapType(),
    container: element,
    trigger: () => trigger,
    choose: select,
  });

  // Spec section 4: an unknown current type falls back to the first allowed one.
  const ensureAllowed = () => {
    const current = resolveCurrentType(types(), engine.getMapType());
    if (current && current.id !== engine.getMapType()) engine.setMapType(current.id);
  };

  const press = () => {
    const action = mapTypeAction(types());
    if (action === 'swap') {
      const next = alternateType(types(), engine.getMapType());
      if (next) select(next.id);
    } else if (action === 'list') {
      if (callout.open) callout.hide(true);
      else callout.show();
    }
  };

  function render(): void {
    const root = element.getRootNode() as Document | ShadowRoot;
    const hadFocus = trigger !== undefined && (root.activeElement === trigger || root.activeElement === callout.element);
    // Spec section 4: the callout hides when its target changes.
    callout.hide(false);
    shownType = engine.getMapType();
    const all = types();
    const action = mapTypeAction(all);
    element.hidden = action === 'none';
    element.dataset.vbMode = mode;
    trigger = drawTrigger(mode, action, alternateType(all, engine.getMapType()), title, strings, callout.element.id);
    trigger.addEventListener('click', press);
    trigger.addEventListener('keydown', (event) => {
      if (action === 'list' && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        callout.show();
      }
    });
    element.replaceChildren(trigger, callout.element);
    if (hadFocus) trigger.focus();
  }

  const layout = () => {
    const resolved = resolveMapTypeMode(requested, engine.getView().width);
    if (resolved === mode) return;
    mode = resolved;
    render();
    emit(events, 'vb-map-maptype-mode', { mode });
  };

  ensureAllowed();
  render();
  // MapLibre reports a change once the new style has loaded, after select() has drawn it: only a type the
  // control has not drawn yet is a change of target that closes the callout (the visitor may have opened it again).
  const remove = placeControl(context, element, [
    engine.on('maptypechange', () => {
      if (engine.getMapType() !== shownType) render();
    }),
  ]);

  return {
    name: 'maptype',
    element,
    get mode() {
      return mode;
    },
    get open() {
      return callout.open;
    },
    layout,
    destroy() {
      callout.hide(false);
      remove();
    },
  };
}
