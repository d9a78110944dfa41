import { useEffect, useState } from 'react';
import type { OverlayCause } from '../../src/overlay-logic.ts';

/**
 * The trigger element: the element on the page whose id is the trigger id (never the popup itself). A click on
 * it toggles the popup (a link to `#id` does that through the remote trigger already), and it says whether the
 * popup is open (`aria-expanded`) and that it opens a dialog (`aria-haspopup`).
 */
export function usePopupTrigger(
  host: HTMLElement,
  triggerId: string,
  open: boolean,
  setOpen: (open: boolean, cause: OverlayCause) => void,
): HTMLElement | null {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const find = () => {
      const found = triggerId ? host.ownerDocument.getElementById(triggerId) : null;
      setTrigger(found instanceof HTMLElement && found !== host ? found : null);
    };
    find();
    // The trigger may be written after the popup (a CMS puts the popup first).
    if (host.ownerDocument.readyState === 'loading') host.ownerDocument.addEventListener('DOMContentLoaded', find, { once: true });
    return () => host.ownerDocument.removeEventListener('DOMContentLoaded', find);
  }, [host, triggerId]);

  useEffect(() => {
    if (!trigger) return undefined;
    const isFragmentLink = trigger instanceof HTMLAnchorElement && trigger.getAttribute('href') === `#${triggerId}`;
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      setOpen(!open, 'trigger');
    };
    if (!isFragmentLink) trigger.addEventListener('click', onClick);
    return () => trigger.removeEventListener('click', onClick);
  }, [trigger, triggerId, open, setOpen]);

  useEffect(() => {
    if (!trigger) return;
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.setAttribute('aria-expanded', String(open));
  }, [trigger, open]);

  return trigger;
}
