import { useLayoutEffect } from 'react';
import { FLOATING_AREA_ATTRIBUTE, floatingArea, type FloatingCorner } from '../floating-area.ts';
import { reserveFloatingRoom } from '../floating-room.ts';

/**
 * A floating block (vb-floating-action-button, vb-speed-dial) in the page's floating-action area (src/floating-area.ts):
 * moved there as it mounts unless the page already put it in one, so it stacks with the other floating blocks
 * instead of covering them, and given room at the page's end (src/floating-room.ts) so it hides no last line.
 * `inline`: it stays where it was written and takes its room in the page's flow like any block.
 * Moving the host is a disconnect and reconnect in one task, which keeps the element's state (define-element.ts).
 */
export function useFloatingArea(host: HTMLElement, corner: FloatingCorner, inline: boolean): void {
  useLayoutEffect(() => {
    if (inline) return undefined;
    if (!host.parentElement?.closest(`[${FLOATING_AREA_ATTRIBUTE}]`)) floatingArea({ corner }).append(host);
    return reserveFloatingRoom(host);
  }, [host, corner, inline]);
}
