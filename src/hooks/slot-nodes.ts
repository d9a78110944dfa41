// Apart from <Slot> (hooks/slot.tsx): the poll reads the author's nodes without rendering a slot, and need not ship it.
/** The author's nodes for a slot: in light mode the captured nodes, in shadow mode the host's matching children. */
export function slotNodes(host: { element: HTMLElement; mode: 'shadow' | 'light'; captured: Map<string, Node[]> }, name = ''): Node[] {
  if (host.mode === 'light') return host.captured.get(name) ?? [];
  return Array.from(host.element.childNodes).filter((node) =>
    node instanceof Element ? (node.getAttribute('slot') ?? '') === name : name === '' && !!node.textContent?.trim(),
  );
}
