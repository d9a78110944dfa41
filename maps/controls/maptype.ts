/**
 * Map-type control (maps-toolkit spec sections 2 and 4). BUTTON mode is one small button; OVERVIEW mode a
 * thumbnail of the type a press leads to. With two types a press swaps them (preferring the same
 * provider); with more it opens a callout listbox grouped by provider (WAI-ARIA listbox with
 * aria-activedescendant: arrows, Home, End, Enter or Space to choose, Escape to close and return focus).
 */
import { MapType, MapTypeControlMode } from '../geo/enums.ts';
import type { MapTypeInfo } from '../engines/types.ts';
import type { ControlContext, MapControl } from './types.ts';
import { controlString } from './strings.ts';
import { emit, type MapTypeControlModeResolved } from './events.ts';
import { h, icon, ICONS } from './dom.ts';
import { alternateType, groupByProvider, mapTypeAction, moveActive, resolveCurrentType, resolveMapTypeMode } from './maptype-logic.ts';

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

export function createMapTypeControl(context: ControlContext, options: MapTypeControlOptions = {}): MapTypeControl {
  const { engine, strings, events } = context;
  const requested = options.mode ?? MapTypeControlMode.DEFAULT;
  const prefix = `vb-map-maptype-${++ids}`;
  const title = controlString(strings, 'maptypes');
  const element = h('div', { class: 'vb-map__control vb-map__maptype', 'data-vb-position': context.position });
  const listbox = h('div', { class: 'vb-map__callout', role: 'listbox', id: `${prefix}-list`, 'aria-label': title, tabindex: -1, hidden: true });

  let mode: MapTypeControlModeResolved = resolveMapTypeMode(requested, engine.getView().width);
  let trigger: HTMLButtonElement | undefined;
  let isOpen = false;
  let active = -1;
  let options_: HTMLElement[] = [];
  /** The type the trigger was last drawn for. */
  let shownType: string | undefined;

  const types = () => engine.mapTypes();

  // Spec section 4: an unknown current type falls back to the first allowed one.
  const ensureAllowed = () => {
    const current = resolveCurrentType(types(), engine.getMapType());
    if (current && current.id !== engine.getMapType()) engine.setMapType(current.id);
  };

  const onOutside = (event: Event) => {
    if (!event.composedPath().includes(element)) close(false);
  };

  function close(returnFocus: boolean): void {
    if (!isOpen) return;
    isOpen = false;
    listbox.hidden = true;
    listbox.removeAttribute('aria-activedescendant');
    trigger?.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onOutside, true);
    if (returnFocus) trigger?.focus();
  }

  const setActive = (index: number) => {
    active = index;
    options_.forEach((option, i) => option.classList.toggle('vb-map__option--active', i === index));
    const option = options_[index];
    if (option) {
      listbox.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView?.({ block: 'nearest' });
    }
  };

  const select = (id: string) => {
    close(true);
    if (id === engine.getMapType()) return;
    engine.setMapType(id);
    const actual = engine.getMapType();
    render();
    emit(events, 'vb-map-maptype-change', { id: actual });
  };

  const renderList = () => {
    const all = types();
    const current = resolveCurrentType(all, engine.getMapType());
    const groups = groupByProvider(all);
    options_ = [];
    listbox.replaceChildren();
    for (const [g, group] of groups.entries()) {
      const optionNodes = group.types.map((type) => {
        const option = h(
          'div',
          {
            class: 'vb-map__option',
            role: 'option',
            id: `${prefix}-option-${options_.length}`,
            'aria-selected': String(type.id === current?.id),
            'data-vb-id': type.id,
          },
          typeLabel(type, strings),
        );
        option.addEventListener('click', () => select(type.id));
        options_.push(option);
        return option;
      });
      if (groups.length > 1) {
        const headingId = `${prefix}-group-${g}`;
        listbox.append(
          h(
            'div',
            { class: 'vb-map__group', role: 'group', 'aria-labelledby': headingId },
            h('div', { class: 'vb-map__group-label', id: headingId, role: 'presentation' }, group.label),
            ...optionNodes,
          ),
        );
      } else listbox.append(...optionNodes);
    }
    const selected = options_.findIndex((option) => option.getAttribute('aria-selected') === 'true');
    setActive(selected === -1 ? 0 : selected);
  };

  const openList = () => {
    if (isOpen) return;
    renderList();
    isOpen = true;
    listbox.hidden = false;
    trigger?.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', onOutside, true);
    listbox.focus();
  };

  const press = () => {
    const action = mapTypeAction(types());
    if (action === 'swap') {
      const next = alternateType(types(), engine.getMapType());
      if (next) select(next.id);
    } else if (action === 'list') {
      if (isOpen) close(true);
      else openList();
    }
  };

  listbox.addEventListener('keydown', (event) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End':
        event.preventDefault();
        setActive(moveActive(active, options_.length, event.key));
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const id = options_[active]?.dataset.vbId;
        if (id) select(id);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  });

  function render(): void {
    const root = element.getRootNode() as Document | ShadowRoot;
    const hadFocus = trigger !== undefined && (root.activeElement === trigger || root.activeElement === listbox);
    // Spec section 4: the callout hides when its target changes.
    close(false);
    shownType = engine.getMapType();
    const all = types();
    const action = mapTypeAction(all);
    element.hidden = action === 'none';
    element.dataset.vbMode = mode;
    const next = alternateType(all, engine.getMapType());
    const nextLabel = next ? typeLabel(next, strings) : title;
    const listAttributes = action === 'list' ? { 'aria-haspopup': 'listbox', 'aria-expanded': 'false', 'aria-controls': listbox.id } : {};
    const swapName = action === 'swap' ? `${title}: ${nextLabel}` : title;
    if (mode === MapTypeControlMode.BUTTON) {
      trigger = h(
        'button',
        { type: 'button', class: 'vb-map__button vb-map__maptype-button', 'aria-label': swapName, title: swapName, ...listAttributes },
        icon(ICONS.layers),
      );
    } else {
      const picture = next?.thumbnail
        ? h('img', { class: 'vb-map__maptype-thumbnail', src: next.thumbnail, alt: '' })
        : h('span', { class: 'vb-map__maptype-tile', 'data-vb-type': next?.type ?? MapType.DEFAULT, 'aria-hidden': 'true' });
      // The visible text is the type a press leads to; with more than two types the press opens the list.
      trigger = h(
        'button',
        { type: 'button', class: 'vb-map__maptype-overview', 'aria-label': swapName, title: swapName, ...listAttributes },
        picture,
        h('span', { class: 'vb-map__maptype-label', 'aria-hidden': 'true' }, action === 'list' ? title : nextLabel),
      );
    }
    trigger.addEventListener('click', press);
    trigger.addEventListener('keydown', (event) => {
      if (action === 'list' && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        openList();
      }
    });
    element.replaceChildren(trigger, listbox);
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
  const unsubscribe = [
    engine.on('maptypechange', () => {
      if (engine.getMapType() !== shownType) render();
    }),
  ];
  context.container.append(element);

  return {
    name: 'maptype',
    element,
    get mode() {
      return mode;
    },
    get open() {
      return isOpen;
    },
    layout,
    destroy() {
      close(false);
      for (const off of unsubscribe) off();
      element.remove();
    },
  };
}
