/**
 * vb-flip-card's rules, without a DOM (visitor spec sections 2, 4 'Flip card' and 9): the order of the stack (the
 * top card moves to the end after it flips), a shuffle, the keys that flip, and how long a flip takes.
 */

/** How long the top card takes to turn over before it goes to the back; none under reduced motion. */
export const FLIP_DURATION = 600;

/** Stacked cards that show an edge under the top one (the rest sit exactly under the last of them). */
export const VISIBLE_UNDER = 3;

export function flipDuration(reducedMotion: boolean): number {
  return reducedMotion ? 0 : FLIP_DURATION;
}

/** The stack in its first order: card 0 on top. */
export function initialOrder(count: number): number[] {
  return Array.from({ length: Math.max(count, 0) }, (_, i) => i);
}

/** After a flip: the top card goes to the end, the one under it is on top. */
export function flipOrder(order: readonly number[]): number[] {
  if (order.length < 2) return [...order];
  return [...order.slice(1), order[0] as number];
}

/**
 * A shuffled order (Fisher-Yates over `random`, which returns [0, 1)). With two or more cards the top card changes,
 * so a visitor sees that the stack was shuffled.
 */
export function shuffleOrder(order: readonly number[], random: () => number = Math.random): number[] {
  const next = [...order];
  for (let i = next.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [next[i], next[j]] = [next[j] as number, next[i] as number];
  }
  if (next.length > 1 && next[0] === order[0]) [next[0], next[1]] = [next[1] as number, next[0] as number];
  return next;
}

/** An order kept for a new number of cards: known cards keep their places, new ones go to the end. */
export function fitOrder(order: readonly number[], count: number): number[] {
  const kept = order.filter((i) => i < count);
  const added = initialOrder(count).filter((i) => !kept.includes(i));
  return [...kept, ...added];
}

/** Where each card sits (0 is the top), by card index. */
export function placesOf(order: readonly number[]): number[] {
  const places: number[] = [];
  order.forEach((card, place) => {
    places[card] = place;
  });
  return places;
}

/** Enter and Space flip the top card (the spec's keys; Space as on a button). */
export function isFlipKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

/** The top card's name, "Card 2 of 5": `{index}` (1-based card number) and `{count}` are replaced. */
export function cardLabel(template: string, card: number, count: number): string {
  return template.replaceAll('{index}', String(card + 1)).replaceAll('{count}', String(count));
}
