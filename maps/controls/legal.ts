/**
 * Legal control (maps-toolkit spec sections 2, 4, 8 and 9): terms, privacy and copyright from the maps
 * service's configuration, as a full row, a text button or an icon-only button by the map's width. The
 * buttons open a modal through the overlay kit (src/overlay.ts, the one way anything opens over the page: a
 * native <dialog> with showModal, the page's one open stack, scroll lock, focus in and back to the opener).
 * When the configuration cannot be read the control warns 'Unable to display legal.', raises
 * `vb-map-legal-error` and removes itself.
 */
import { LegalStyle } from '../geo/enums.ts';
import type { Legal, LegalLink } from '../service/types.ts';
import type { ControlContext, MapControl } from './types.ts';
import { controlString } from './strings.ts';
import { emit } from './events.ts';
import { h, icon, ICONS } from './dom.ts';
import { legalLayout, type LegalLayout } from './legal-logic.ts';
import { openOverlay, type OverlayHandle } from '../../src/overlay.ts';

/** Spec section 5: logged when the legal notices cannot be loaded. */
export const LEGAL_UNAVAILABLE = 'Unable to display legal.';

export interface LegalControlOptions {
  style?: LegalStyle;
}

export interface LegalControl extends MapControl {
  /** Settles once the notices are shown, or the control has removed itself. */
  readonly ready: Promise<void>;
  readonly layoutName: LegalLayout | undefined;
  readonly removed: boolean;
}

let ids = 0;

function link(entry: LegalLink): HTMLAnchorElement {
  // A new tab keeps the visitor's map; noopener so the opened page cannot reach back into this one.
  return h('a', { class: 'vb-map__link', href: entry.url, target: '_blank', rel: 'noopener noreferrer' }, entry.text);
}

function hasContent(legal: Legal | undefined): legal is Legal {
  return Boolean(legal && (legal.copyright || legal.terms?.url || legal.privacy?.url));
}

export function createLegalControl(context: ControlContext, options: LegalControlOptions = {}): LegalControl {
  const { engine, client, strings, events } = context;
  const style = options.style ?? LegalStyle.DEFAULT;
  const titleId = `vb-map-legal-${++ids}-title`;
  const info = controlString(strings, 'copyright.info');
  const element = h('div', { class: 'vb-map__control vb-map__legal', 'data-vb-position': context.position, hidden: true });

  let legal: Legal | undefined;
  let current: LegalLayout | undefined;
  let removed = false;

  const notices = (): Node[] => {
    if (!legal) return [];
    const parts: Node[] = [];
    if (legal.copyright) parts.push(h('span', { class: 'vb-map__copyright' }, legal.copyright));
    if (legal.terms?.url) parts.push(link(legal.terms));
    if (legal.privacy?.url) parts.push(link(legal.privacy));
    return parts;
  };

  const close = h(
    'button',
    { type: 'button', class: 'vb-map__button vb-map__modal-close', 'aria-label': controlString(strings, 'close'), title: controlString(strings, 'close') },
    icon(ICONS.close),
  );
  const body = h('div', { class: 'vb-map__modal-body' });
  const dialog = h(
    'dialog',
    { class: 'vb-map__modal', 'aria-labelledby': titleId },
    h('div', { class: 'vb-map__modal-header' }, h('h2', { class: 'vb-map__modal-title', id: titleId }, info), close),
    body,
  );
  let overlay: OverlayHandle | undefined;
  const closeModal = () => {
    overlay?.close();
    overlay = undefined;
  };
  close.addEventListener('click', closeModal);

  const openModal = () => {
    body.replaceChildren(...notices().map((node) => h('p', { class: 'vb-map__modal-line' }, node)));
    // The kit remembers the opener (the focused button) and gives focus back to it on close; a press on the
    // scrim closes, as visitors expect of a modal; Escape closes only the top overlay of the page.
    overlay = openOverlay({ surface: dialog, modal: true, closeOnOutside: true, initialFocus: () => close, requestClose: closeModal });
  };

  const render = (layout: LegalLayout) => {
    closeModal();
    current = layout;
    element.dataset.vbLayout = layout;
    let content: HTMLElement;
    if (layout === 'row') {
      content = h('p', { class: 'vb-map__legal-row' }, ...notices());
    } else if (layout === 'text') {
      content = h('button', { type: 'button', class: 'vb-map__legal-button', 'aria-haspopup': 'dialog', title: info }, controlString(strings, 'copyright'));
      content.addEventListener('click', openModal);
    } else {
      content = h(
        'button',
        { type: 'button', class: 'vb-map__button vb-map__legal-button--icon', 'aria-haspopup': 'dialog', 'aria-label': info, title: info },
        icon(ICONS.info),
      );
      content.addEventListener('click', openModal);
    }
    element.replaceChildren(content, dialog);
  };

  const layout = () => {
    if (removed || !legal) return;
    const next = legalLayout(style, engine.getView().width, context.position);
    if (next !== current) render(next);
  };

  const remove = () => {
    removed = true;
    closeModal();
    element.remove();
  };

  context.container.append(element);

  const ready = (async () => {
    try {
      if (!client.config) await client.ensureSession();
      const answer = client.config?.legal;
      if (!hasContent(answer)) throw new Error('The maps service configuration has no legal notices.');
      if (removed) return;
      legal = answer;
      element.hidden = false;
      layout();
    } catch (error) {
      if (removed) return;
      console.warn(LEGAL_UNAVAILABLE);
      remove();
      emit(events, 'vb-map-legal-error', { message: error instanceof Error ? error.message : String(error) });
    }
  })();

  return {
    name: 'legal',
    element,
    ready,
    get layoutName() {
      return current;
    },
    get removed() {
      return removed;
    },
    layout,
    destroy: remove,
  };
}
