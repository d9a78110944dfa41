/**
 * The combobox kit for React (WAI-ARIA APG combobox with a listbox popup): open and closed, the active option
 * shown through `aria-activedescendant` while focus stays in the box, the keyboard (src/combobox-logic.ts: the
 * house's one rule set and one wrap rule), a press outside closing the list, the active option kept in view.
 * The component keeps what the options are (its search, its list) and draws them; the kit keeps the rest.
 *
 *   const listRef = useRef<HTMLUListElement>(null);
 *   const box = useCombobox({ count: matches.length, listRef, container: host.element, onChoose: (i) => pick(matches[i]) });
 *   <input {...box.comboProps} onKeyDown={box.onKeyDown} ... />
 *   <ul ref={listRef} id={box.listId} role="listbox" hidden={!box.open}>
 *     {matches.map((m, i) => <li key={m.id} {...box.optionProps(i)}>{m.label}</li>)}
 *   </ul>
 *
 * Options: `count` (options shown), `listRef` (the listbox: its active option is kept in view), `container` (a press outside it closes the list: the host element),
 * `onChoose(index)` (Enter or a click; the list is closed first), `onClose()` (every close: clear a search),
 * `startIndex()` (the option an arrow on a closed list opens on: the current value), `query` (the typed text: while
 * not empty Home and End move the caret), `optionKey(index)` (a stable part of the option's id, default the index:
 * ids are `${listId}-${key}`), `selectOnly` + `labels` (no text box: Space chooses, letters type ahead), `freeText`
 * (the typed text is the value, the options only suggest: the list shows only with options, Enter with none active
 * is the box's own; combobox-logic.ts).
 * Returned: `open`, `expanded` (the list is shown: open, and with options in a free-text box), `active`, `listId`,
 * `optionId(i)`, `openAt(i)`, `close()`, `setActive(i)`, `onKeyDown` (true when the key was the list's),
 * `comboProps` (role, aria-expanded, aria-controls, aria-activedescendant) and `optionProps(i)`.
 * A box that opens its list on typing (address suggestions, a search) calls `openAt(0)` from its change handler
 * (`openAt(-1)`: open with no option active, the typed text still the value).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { comboboxKey, TYPE_AHEAD_MS } from '../combobox-logic.ts';
import { useDomId } from './use-dom-id.ts';
import { useLatest } from './use-latest.ts';

export interface ComboboxOptions<L extends HTMLElement = HTMLElement> {
  count: number;
  /** The listbox element: its active option is kept in view. */
  listRef: RefObject<L | null>;
  container: HTMLElement;
  onChoose: (index: number) => void;
  onClose?: () => void;
  startIndex?: () => number;
  query?: string;
  optionKey?: (index: number) => string;
  selectOnly?: boolean;
  labels?: readonly string[];
  freeText?: boolean;
}

export interface ComboboxOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  onMouseDown: (event: MouseEvent) => void;
  onMouseMove: () => void;
  onClick: () => void;
}

export interface Combobox {
  open: boolean;
  expanded: boolean;
  active: number;
  listId: string;
  optionId: (index: number) => string;
  openAt: (index: number) => void;
  close: () => void;
  setActive: (index: number) => void;
  onKeyDown: (event: KeyboardEvent) => boolean;
  comboProps: {
    role: 'combobox';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
  };
  optionProps: (index: number) => ComboboxOptionProps;
}

export function useCombobox<L extends HTMLElement = HTMLElement>(options: ComboboxOptions<L>): Combobox {
  const { count, container, listRef, query = '', optionKey = String, freeText = false } = options;
  const listId = `${useDomId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ buffer: '', at: 0 });
  const latest = useLatest(options);

  const optionId = (index: number) => `${listId}-${optionKey(index)}`;
  const expanded = open && (count > 0 || !freeText);

  const close = useCallback(() => {
    setOpen(false);
    latest.current.onClose?.();
  }, [latest]);

  const openAt = useCallback((index: number) => {
    setActive(index);
    setOpen(true);
  }, []);

  const choose = (index: number) => {
    close();
    options.onChoose(index);
  };

  // A press anywhere outside closes the list, as a native select's popup closes.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(container)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, container, close]);

  // The active option stays in view while the visitor moves through the list.
  useLayoutEffect(() => {
    if (expanded) listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, listRef]);

  const onKeyDown = (event: KeyboardEvent): boolean => {
    const now = Date.now();
    const buffer = now - typed.current.at > TYPE_AHEAD_MS ? '' : typed.current.buffer;
    const action = comboboxKey({
      key: event.key,
      open: expanded,
      count,
      active,
      startIndex: options.startIndex?.() ?? 0,
      query,
      selectOnly: options.selectOnly,
      labels: options.labels,
      buffer,
      freeText,
    });
    if (action.kind === 'ignore') return false;
    if (action.kind === 'leave') {
      close();
      return true;
    }
    event.preventDefault();
    if (action.kind === 'open') openAt(action.index);
    else if (action.kind === 'move') {
      setActive(action.index);
      if (action.buffer !== undefined) typed.current = { buffer: action.buffer, at: now };
    } else if (action.kind === 'choose') choose(action.index);
    else if (action.kind === 'close') close();
    return true;
  };

  const activeId = expanded && active >= 0 && active < count ? optionId(active) : undefined;

  return {
    open,
    expanded,
    active,
    listId,
    optionId,
    openAt,
    close,
    setActive,
    onKeyDown,
    comboProps: { role: 'combobox', 'aria-expanded': expanded, 'aria-controls': listId, 'aria-activedescendant': activeId },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // The box keeps focus: a press on an option must not blur it.
      onMouseDown: (event) => event.preventDefault(),
      onMouseMove: () => setActive(index),
      onClick: () => choose(index),
    }),
  };
}
