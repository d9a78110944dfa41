/** The author's cards: the host's child elements (the default slot), read again when the page changes them. */
import { useEffect, useState } from 'react';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { slotNodes } from '../../src/hooks/slot-nodes.ts';

function read(host: HostInfo): HTMLElement[] {
  return slotNodes(host).filter((node): node is HTMLElement => node instanceof HTMLElement);
}

export function useCards(host: HostInfo): HTMLElement[] {
  const [cards, setCards] = useState(() => read(host));
  useEffect(() => {
    const update = () =>
      setCards((current) => {
        const next = read(host);
        return next.length === current.length && next.every((card, i) => card === current[i]) ? current : next;
      });
    update();
    return host.onAuthorChange(update);
  }, [host]);
  useEffect(() => {
    if (cards.length === 0) console.warn(`<${host.tag}>: no cards. Put each card inside the element as a child element (a <div>, an <article>).`);
  }, [cards.length, host.tag]);
  return cards;
}
