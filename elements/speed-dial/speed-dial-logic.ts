/**
 * vb-speed-dial's rules apart from React: the WAI-ARIA menu-button keys (APG "Menu Button" and "Menu"), as pure
 * functions of the key, the focused item's index and the number of items.
 */

/** A key on the button: which item to focus as the menu opens ('first' for Enter, Space, ArrowDown; 'last' for ArrowUp). */
export function openFocusFor(key: string): 'first' | 'last' | undefined {
  switch (key) {
    case 'Enter':
    case ' ':
    case 'ArrowDown':
      return 'first';
    case 'ArrowUp':
      return 'last';
    default:
      return undefined;
  }
}

/**
 * A key in the menu: the index of the item to focus next (arrows wrap at both ends, Home and End), or undefined
 * for a key the menu does not move on. `index` -1: no item has focus yet.
 */
export function menuMove(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Type-ahead: the next item after `index` whose text starts with the typed character (case-insensitive),
 * wrapping; undefined when none does or the key is not one printable character.
 */
export function typeAhead(key: string, index: number, texts: readonly string[]): number | undefined {
  if ([...key].length !== 1 || key.trim() === '') return undefined;
  const wanted = key.toLocaleLowerCase();
  for (let step = 1; step <= texts.length; step++) {
    const at = (index + step + texts.length) % texts.length;
    if ((texts[at] ?? '').trim().toLocaleLowerCase().startsWith(wanted)) return at;
  }
  return undefined;
}
