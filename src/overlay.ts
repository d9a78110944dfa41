/**
 * The overlay kit: the one way anything opens over the page (DESIGN.md section 5; visitor spec section 4
 * 'Modal', 'Popup', 'Scrim'). The browser does what it can: a modal is a native <dialog> opened with
 * showModal() (top layer, everything else inert, the ::backdrop as the scrim), an anchored popup uses the
 * Popover API (top layer, nothing made inert). This kit adds what the browser leaves to us:
 * - one open stack for the page: nested overlays close in order (closing one closes those opened over it
 *   first) and Escape closes only the top one;
 * - focus moved in on open and given back on close: to the opener, or when the opener is gone to a named fallback
 *   (an element's `return-focus` id), the owner's own fallback, else the tab stop nearest the overlay on the page,
 *   never the body; Tab cycles inside a modal instead of leaving for the browser's address bar;
 * - the scrim's scroll lock (src/scroll-lock.ts, the one lock: body attribute, scroll position kept);
 * - a click outside (a popup) or on the scrim (a modal) asks the owner to close.
 *
 * The owner keeps the open state: `requestClose(reason)` asks it to close, and it then calls `close()`.
 * State lives on window under a Symbol.for key, so overlays from separate bundles share one stack.
 */
import { FOCUSABLE, isTabbable } from './focusable.ts';
import { composedContains, deepActiveElement, tabbables } from './overlay-focus.ts';
import { pageState } from './page-state.ts';
import { lockScroll } from './scroll-lock.ts';

/** Why an overlay is asked to close; 'parent' when one it was opened over closed first. */
export type OverlayCloseReason = 'escape' | 'scrim' | 'outside' | 'browser' | 'parent';

export interface OverlayOptions {
  /** What opens: a <dialog> for a modal; an element with a `popover` attribute (or a <dialog>) otherwise. */
  surface: HTMLElement;
  /** showModal(): the rest of the page inert, a scrim, scroll locked, Tab kept inside. */
  modal: boolean;
  /** Lock page scroll while open; modal ones always do. */
  lockScroll?: boolean;
  /** A click outside the surface (non-modal) or on the scrim (modal) asks to close. */
  closeOnOutside?: boolean;
  /** Move focus in on open (default true). A popup that opens by itself does not take the visitor's focus. */
  moveFocus?: boolean;
  /** Where focus goes on open; default the first `autofocus` element, else the first tab stop, else the surface. */
  initialFocus?: () => HTMLElement | null | undefined;
  /**
   * The element the overlay belongs to (a vb-* host): where a `returnFocus` id is looked up, and the place whose
   * nearest tab stop takes focus on close when nothing else can. Default: the surface.
   */
  host?: HTMLElement;
  /** The id (an element's `return-focus` attribute) of where focus goes on close when the opener is gone. */
  returnFocus?: () => string;
  /** Where focus goes on close when the opener is gone (removed, hidden or disabled) and `returnFocus` names nothing. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Clicks on these are not "outside" (a popup's trigger toggles it itself). */
  inside?: () => readonly Element[];
  /**
   * Controls of this overlay outside it (a menu's button, the remote trigger that closed it): focus on one of them as
   * it closes goes back to the opener, as focus inside does. Focus anywhere else stays where the visitor put it.
   */
  controls?: () => readonly Element[];
  requestClose(reason: OverlayCloseReason): void;
}

export interface OverlayHandle {
  /** Hide it (closing any overlay opened over it first), release the lock, give focus back. Once only. */
  close(): void;
  readonly isOpen: boolean;
  /** The element that had focus when it opened. */
  readonly opener: Element | null;
}

interface Entry {
  options: OverlayOptions;
  handle: OverlayHandle;
}

interface StackState {
  entries: Entry[];
  uninstall: (() => void) | null;
}

function state(): StackState {
  return pageState<StackState>('visitorBlocks.overlayStack', () => ({ entries: [], uninstall: null }));
}

/** The open overlays' surfaces, bottom first. */
export function openOverlays(): HTMLElement[] {
  return state().entries.map((entry) => entry.options.surface);
}

function top(): Entry | undefined {
  const { entries } = state();
  return entries[entries.length - 1];
}

function onKeyDown(event: KeyboardEvent): void {
  const entry = top();
  if (!entry) return;
  if (event.key === 'Escape') {
    // A control inside that used Escape itself (a combobox closing its list) cancelled it. Cancelling here
    // also stops the browser's own close request, which would go to the top modal dialog, not to our top.
    if (event.defaultPrevented || event.isComposing) return;
    event.preventDefault();
    entry.options.requestClose('escape');
    return;
  }
  if (event.key === 'Tab' && entry.options.modal) cycleTab(event, entry.options.surface);
}

/** Tab from the last stop goes to the first, Shift+Tab from the first to the last: focus stays in the modal. */
function cycleTab(event: KeyboardEvent, surface: HTMLElement): void {
  const stops = tabbables(surface);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    surface.focus();
    return;
  }
  const index = stops.indexOf(deepActiveElement() as HTMLElement);
  if (event.shiftKey && index <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (index === -1 || index === stops.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}

function outsideBox(surface: HTMLElement, event: MouseEvent): boolean {
  const box = surface.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function onClick(event: MouseEvent): void {
  const path = event.composedPath();
  // From the top down: a click outside several nested popups closes each of them; a modal stops the walk,
  // since nothing under it can be clicked.
  for (const entry of [...state().entries].reverse()) {
    const { surface, modal, closeOnOutside, inside } = entry.options;
    if (modal) {
      // A click on the ::backdrop is a click on the dialog itself, outside its box.
      if (closeOnOutside && path[0] === surface && outsideBox(surface, event)) entry.options.requestClose('scrim');
      return;
    }
    if (path.includes(surface) || (inside?.() ?? []).some((element) => path.includes(element))) return;
    // A task later, once the click has reached its target: a remote trigger clicked outside (a link to '#id', a
    // vb-remote-trigger) acts on its own overlay, and the owner then leaves it to the trigger (use-overlay-state.ts).
    if (closeOnOutside) setTimeout(() => entry.options.requestClose('outside'), 0);
  }
}

function install(): void {
  const stack = state();
  if (stack.uninstall) return;
  // Bubble phase: a control inside the overlay sees Escape first and may use it.
  window.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onClick, true);
  stack.uninstall = () => {
    window.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onClick, true);
    stack.uninstall = null;
  };
}

function show(surface: HTMLElement, modal: boolean): void {
  if (modal && surface instanceof HTMLDialogElement) {
    if (!surface.open) surface.showModal();
  } else if (surface.hasAttribute('popover')) {
    if (!surface.matches(':popover-open')) surface.showPopover();
  } else if (surface instanceof HTMLDialogElement) {
    if (!surface.open) surface.show();
  } else {
    surface.hidden = false;
  }
}

function hide(surface: HTMLElement): void {
  if (surface.hasAttribute('popover') && surface.matches(':popover-open')) surface.hidePopover();
  if (surface instanceof HTMLDialogElement && surface.open) surface.close();
  else if (!(surface instanceof HTMLDialogElement) && !surface.hasAttribute('popover')) surface.hidden = true;
}

/** Where focus lands on open: `autofocus`, else the first tab stop, else the surface itself. */
function focusTarget(options: OverlayOptions): HTMLElement {
  const chosen = options.initialFocus?.();
  if (chosen && isTabbable(chosen)) return chosen;
  const stops = tabbables(options.surface);
  const auto = stops.find((element) => element.hasAttribute('autofocus'));
  if (auto ?? stops[0]) return (auto ?? stops[0]) as HTMLElement;
  if (!options.surface.hasAttribute('tabindex')) options.surface.tabIndex = -1;
  return options.surface;
}

/**
 * The opener still takes focus: on the page, shown, not disabled, not under another overlay's inert. The body is no
 * opener (nothing had focus: a script or a programmatic click opened it), so the fallback gets focus instead.
 */
function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element === element.ownerDocument.body || element === element.ownerDocument.documentElement) return false;
  if (element.matches(':disabled')) return false;
  return element.getClientRects().length > 0 && !element.closest('[inert]');
}

/**
 * The tab stop nearest `place` on its page, outside it: the first one after it (where Tab would have gone next), else
 * the last one before it; null when the page has none or `place` has left it.
 */
function stopNear(place: HTMLElement): HTMLElement | null {
  const stops = place.isConnected ? tabbables(place.ownerDocument.body, place) : [];
  const at = stops.indexOf(place);
  return stops[at + 1] ?? stops[at - 1] ?? null;
}

/**
 * Where focus goes on close when the opener cannot take it: the element the `returnFocus` id names (a console warning
 * when that is nothing that can take focus), the owner's own fallback, else (when focus was really in the overlay or
 * on its opener, not on a page nobody had focused) the tab stop nearest the overlay.
 */
function fallbackTarget(options: OverlayOptions, nearest: boolean): HTMLElement | null {
  const { host = options.surface } = options;
  const id = options.returnFocus?.().trim();
  // Looked up in the page, or in the shadow root the host sits in.
  const named = id ? (host.getRootNode() as Partial<NonElementParentNode>).getElementById?.(id) : null;
  if (canTakeFocus(named) && named.matches(FOCUSABLE)) return named;
  if (id) console.warn(`<${host.localName}>: return-focus="${id}" names nothing that can take focus; using the next control.`);
  const own = options.fallbackFocus?.();
  if (canTakeFocus(own)) return own;
  return nearest ? stopNear(host) : null;
}

/**
 * Open `options.surface` on top of the stack. Opening a surface that is already open returns its handle.
 */
export function openOverlay(options: OverlayOptions): OverlayHandle {
  const stack = state();
  const existing = stack.entries.find((entry) => entry.options.surface === options.surface);
  if (existing) return existing.handle;
  const opener = deepActiveElement();
  show(options.surface, options.modal);
  const release = options.modal || options.lockScroll ? lockScroll() : null;
  let open = true;

  // The browser's own close requests (a back gesture, Escape that reached it): the owner decides, in order.
  const onCancel = (event: Event) => {
    event.preventDefault();
    (top() ?? entry).options.requestClose('browser');
  };
  // Closed behind our back (a form with method="dialog", a script calling close()): tell the owner.
  const onNativeClose = () => {
    if (open) options.requestClose('browser');
  };
  options.surface.addEventListener('cancel', onCancel);
  options.surface.addEventListener('close', onNativeClose);

  const handle: OverlayHandle = {
    get isOpen() {
      return open;
    },
    opener,
    close() {
      if (!open) return;
      open = false;
      const entries = state().entries;
      // Those opened over this one close first, top down.
      for (const above of entries.slice(entries.indexOf(entry) + 1).reverse()) {
        above.handle.close();
        above.options.requestClose('parent');
      }
      const focusWasOnIt = focusInside(options.surface, false) || focusOn(options.controls?.() ?? []);
      const focusWasInside = focusWasOnIt || focusInside(options.surface, true);
      entries.splice(entries.indexOf(entry), 1);
      options.surface.removeEventListener('cancel', onCancel);
      options.surface.removeEventListener('close', onNativeClose);
      hide(options.surface);
      release?.();
      if (entries.length === 0) state().uninstall?.();
      // Focus goes back only if it was in the overlay (or lost with it, or on one of its controls): a visitor who
      // clicked elsewhere keeps that.
      if (focusWasInside) {
        const hadOpener = opener !== null && opener !== document.body && opener !== document.documentElement;
        const back = canTakeFocus(opener) ? opener : fallbackTarget(options, focusWasOnIt || hadOpener);
        back?.focus({ preventScroll: true });
      }
    },
  };
  const entry: Entry = { options, handle };
  stack.entries.push(entry);
  install();
  if (options.moveFocus !== false) focusTarget(options).focus({ preventScroll: true });
  return handle;
}

function focusOn(controls: readonly Element[]): boolean {
  const active = deepActiveElement();
  return !!active && controls.some((control) => composedContains(control, active));
}

/** Focus is in `surface`; with `lost`, also when nothing has focus (it was inside and went with the surface). */
function focusInside(surface: HTMLElement, lost: boolean): boolean {
  const active = deepActiveElement();
  if (!active || active === document.body || active === document.documentElement) return lost;
  return composedContains(surface, active);
}
