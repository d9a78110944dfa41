import { useCallback, type ReactNode } from 'react';
import { useHost } from './host-context.ts';

export interface SlotProps {
  /** Slot name; omit for the default slot. */
  name?: string;
  /** Shown when the author gave nothing for this slot. */
  children?: ReactNode;
  className?: string;
}

/**
 * Where the author's content goes. Shadow mode: a real <slot>. Light mode: the author's own
 * nodes, captured before React mounted, moved back in (same nodes: ids, listeners and
 * page CSS keep working). `display: contents` keeps the wrapper out of layout.
 *
 * Careful in shadow mode: React finds a handler by walking the event target's parentNode chain,
 * and a slotted node's parent is the host, not the shadow tree. So `<button onClick><Slot/></button>`
 * misses clicks on the author's text; listen natively and use `event.composedPath()` there.
 */
export function Slot({ name = '', children, className }: SlotProps) {
  const host = useHost();
  const nodes = host.mode === 'light' ? host.captured.get(name) : undefined;
  const attach = useCallback(
    (wrapper: HTMLElement | null) => {
      if (!wrapper || !nodes) return;
      // The page may have reordered or removed the author's nodes: the wrapper holds exactly these, in
      // this order. Only nodes out of place move (moving a focused node would blur it).
      nodes.forEach((node, i) => {
        const at = wrapper.childNodes[i];
        if (at !== node) wrapper.insertBefore(node, at ?? null);
      });
      while (wrapper.childNodes.length > nodes.length) wrapper.lastChild?.remove();
    },
    [nodes],
  );
  if (host.mode === 'shadow') {
    return name ? (
      <slot name={name} className={className}>
        {children}
      </slot>
    ) : (
      <slot className={className}>{children}</slot>
    );
  }
  if (!nodes || nodes.length === 0) return <>{children}</>;
  return <div ref={attach} data-vb-slot={name} className={className} style={{ display: 'contents' }} />;
}
