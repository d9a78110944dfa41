/**
 * Room at the end of the page for what floats over it. A block fixed to the bottom of the viewport (vb-chat's
 * launcher) covers the last lines of a page scrolled to its end; registered here, it gets one shared spacer
 * appended to <body> (`data-vb-floating-room`, aria-hidden, empty) as tall as the tallest registered block
 * reaches up from the viewport's bottom edge, so the page can scroll its last line above it. The spacer follows
 * the blocks' size (ResizeObserver) and the viewport's; it goes when the last block is released. Appended at
 * the very end, it moves nothing on the page (no layout shift).
 */

export const FLOATING_ROOM_ATTRIBUTE = 'data-vb-floating-room';

const blocks = new Set<Element>();
let spacer: HTMLElement | undefined;
let observer: ResizeObserver | undefined;

/** How far above the viewport's bottom edge a block reaches (0 when it is not on screen). */
function reach(block: Element): number {
  const box = block.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return 0;
  return Math.max(0, Math.ceil(window.innerHeight - box.top));
}

function update(): void {
  if (!spacer) return;
  const room = Math.max(0, ...[...blocks].map(reach));
  spacer.style.blockSize = `${room}px`;
}

/** Keep room at the end of the page for `block` (fixed at the viewport's bottom) until the returned release runs. */
export function reserveFloatingRoom(block: Element): () => void {
  blocks.add(block);
  if (!spacer) {
    spacer = document.createElement('div');
    spacer.setAttribute(FLOATING_ROOM_ATTRIBUTE, '');
    spacer.setAttribute('aria-hidden', 'true');
    document.body.append(spacer);
    observer = new ResizeObserver(update);
    window.addEventListener('resize', update);
  }
  observer?.observe(block);
  update();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    blocks.delete(block);
    observer?.unobserve(block);
    if (blocks.size > 0) {
      update();
      return;
    }
    observer?.disconnect();
    observer = undefined;
    window.removeEventListener('resize', update);
    spacer?.remove();
    spacer = undefined;
  };
}
