/**
 * Click, Enter and Space on the top card flip it (native listeners on the host: events from slotted cards never
 * reach React's handlers). A click on a link or a control inside the card is that control's, not a flip; a key
 * pressed inside the card (in a field, on a link) is too.
 */
import { useEffect } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { isFlipKey } from './flip-card-logic.ts';

const OWN_CLICK = 'a[href], button, input, select, textarea, label, summary, [contenteditable], [role="button"], [role="link"]';

export function useFlipInput(host: HTMLElement, enabled: boolean, top: () => HTMLElement | undefined, onFlip: (cause: 'click' | 'key') => void): void {
  const latest = useLatest({ top, onFlip });
  useEffect(() => {
    if (!enabled) return undefined;
    const onClick = (event: MouseEvent) => {
      const card = latest.current.top();
      const target = event.target instanceof Element ? event.target : null;
      if (!card || !target || !card.contains(target) || event.defaultPrevented) return;
      const control = target.closest(OWN_CLICK);
      if (control && control !== card && card.contains(control)) return;
      latest.current.onFlip('click');
    };
    const onKey = (event: KeyboardEvent) => {
      const card = latest.current.top();
      if (!card || event.target !== card || !isFlipKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      latest.current.onFlip('key');
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKey);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKey);
    };
  }, [host, enabled, latest]);
}
