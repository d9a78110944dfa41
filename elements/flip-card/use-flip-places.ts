/**
 * Puts the author's cards in their places in the stack while it is one (not a carousel): the place as a private
 * custom property the sheet turns into stacking and offset, the top card focusable and named ("Card 2 of 5"), every
 * other card inert. The author's attributes come back as they were when the stack ends (carousel mode, unmount).
 * Passive effects, not layout ones: the carousel kit gives the slides' attributes back in its passive cleanup, which
 * runs after layout effects; the stack must mark the cards after that.
 */
import { useEffect } from 'react';
import { cardLabel, placesOf } from './flip-card-logic.ts';

const PLACE = '--_vb-flip-card-place';
const MARKED = ['role', 'aria-roledescription', 'aria-label', 'tabindex', 'inert'] as const;
/** Elements ARIA lets be a group (a card that is a link or an article keeps its own role). */
const GROUPABLE = /^(div|span|section|p|ul|ol|dl|figure|blockquote)$/;

export function useFlipPlaces(cards: readonly HTMLElement[], order: readonly number[], stacked: boolean, template: string): void {
  // Saving and giving back: once per set of cards while stacked.
  useEffect(() => {
    if (!stacked) return undefined;
    const saved = cards.map((card) => MARKED.map((name) => card.getAttribute(name)));
    return () =>
      cards.forEach((card, i) => {
        card.style.removeProperty(PLACE);
        MARKED.forEach((name, j) => {
          const value = saved[i]?.[j];
          if (value == null) card.removeAttribute(name);
          else card.setAttribute(name, value);
        });
      });
  }, [cards, stacked]);

  useEffect(() => {
    if (!stacked) return;
    const places = placesOf(order);
    cards.forEach((card, i) => {
      const place = places[i] ?? i;
      // Writes only what changed: every write is a mutation the host's author-change watch sees.
      if (card.style.getPropertyValue(PLACE) !== String(place)) card.style.setProperty(PLACE, String(place));
      card.toggleAttribute('inert', place !== 0);
      if (place !== 0) return;
      if (!card.hasAttribute('role') && (GROUPABLE.test(card.localName) || card.localName.includes('-'))) card.setAttribute('role', 'group');
      if (card.getAttribute('role') === 'group' && !card.hasAttribute('aria-roledescription')) card.setAttribute('aria-roledescription', 'flip card');
      const name = cardLabel(template, i, cards.length);
      if (!card.hasAttribute('aria-labelledby') && card.getAttribute('aria-label') !== name) card.setAttribute('aria-label', name);
      if (card.tabIndex < 0) card.tabIndex = 0;
    });
  }, [cards, order, stacked, template]);
}
