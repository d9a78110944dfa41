/**
 * The top card follows a pointer (mouse, pen, touch) once it has moved 10 px, and on release moves the stack
 * (left: forward, right: back) or springs back; a press that moved less is a click on the top card, which moves
 * forward, unless it was on a link or a control inside the card (those do their own thing).
 */
import { useEffect, type RefObject } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { isDrag, releaseOutcome } from './card-stack-logic.ts';

/** The card's horizontal offset while dragged; card-stack.css moves the top card by it. */
export const DRAG_PROPERTY = '--_vb-card-stack-drag';

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, label, [contenteditable], [tabindex]';

export interface DragHandlers {
  top(): HTMLElement | undefined;
  onSwipe(direction: 'forward' | 'back'): void;
  onClickTop(): void;
}

export function useStackDrag(area: RefObject<HTMLElement | null>, handlers: DragHandlers): void {
  const latest = useLatest(handlers);

  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    let drag: { id: number; card: HTMLElement; x: number; y: number; moved: boolean } | null = null;
    let swallowClick = false;

    const onDown = (event: PointerEvent) => {
      const card = latest.current.top();
      if (!card || !event.isPrimary || event.button !== 0 || !event.composedPath().includes(card)) return;
      drag = { id: event.pointerId, card, x: event.clientX, y: event.clientY, moved: false };
    };
    const onMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.id) return;
      const dx = event.clientX - drag.x;
      if (!drag.moved && !isDrag(dx, event.clientY - drag.y)) return;
      if (!drag.moved) {
        drag.moved = true;
        drag.card.setAttribute('data-vb-dragging', '');
        // Pointer capture keeps the drag when the pointer leaves the card; not every pointer can be captured.
        try {
          element.setPointerCapture(event.pointerId);
        } catch {
          // An already released pointer: the drag simply ends at its pointerup.
        }
      }
      drag.card.style.setProperty(DRAG_PROPERTY, `${dx}px`);
    };
    const end = (event: PointerEvent, cancelled: boolean) => {
      if (!drag || event.pointerId !== drag.id) return;
      const { card, x, y, moved } = drag;
      drag = null;
      card.style.removeProperty(DRAG_PROPERTY);
      card.removeAttribute('data-vb-dragging');
      if (!moved) return;
      // The click the browser sends after a drag is not a click on the card.
      swallowClick = true;
      setTimeout(() => {
        swallowClick = false;
      });
      if (cancelled) return;
      const outcome = releaseOutcome(event.clientX - x, event.clientY - y, card.getBoundingClientRect().width);
      if (outcome === 'forward' || outcome === 'back') latest.current.onSwipe(outcome);
    };
    const onUp = (event: PointerEvent) => end(event, false);
    const onCancel = (event: PointerEvent) => end(event, true);
    const onClick = (event: MouseEvent) => {
      if (swallowClick) {
        swallowClick = false;
        return;
      }
      const card = latest.current.top();
      if (!card) return;
      const path = event.composedPath();
      const at = path.indexOf(card);
      if (at < 0) return;
      const inner = path.slice(0, at).some((node) => node instanceof Element && node.matches(INTERACTIVE));
      if (!inner) latest.current.onClickTop();
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
      element.removeEventListener('click', onClick);
    };
  }, [area, latest]);
}
