import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { parseDrawers, type DrawerSource, type ParsedDrawers } from './drawers-logic.ts';

export const INTRO_SLOT = 'intro';

/** Shadow mode: the host's children, with loose text wrapped in a span (a text node cannot take a slot name). */
function shadowChildren(element: HTMLElement): Node[] {
  const nodes: Node[] = [];
  for (const node of Array.from(element.childNodes)) {
    if (node instanceof Element) {
      nodes.push(node);
    } else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
      const span = document.createElement('span');
      node.replaceWith(span);
      span.append(node); // the same text node, now slottable
      nodes.push(span);
    }
  }
  return nodes;
}

function readAuthorNodes(host: HostInfo): Node[] {
  if (host.mode === 'shadow') return shadowChildren(host.element);
  return [...host.captured.values()].flat();
}

function sameNodes(a: readonly Node[], b: readonly Node[]): boolean {
  return a.length === b.length && a.every((node, i) => node === b[i]);
}

export interface AuthorDrawers extends ParsedDrawers {
  nodes: Node[];
  /**
   * Read the author's content again. The same nodes give the same drawers, unless `reparse` (reinit:
   * a script may have changed the nodes' attributes, such as `open`, in place).
   */
  reread(reparse?: boolean): void;
}

/**
 * The author's nodes, split into drawers, following content a script or CMS adds after mount (the
 * runtime tells us in both modes). Wrapping loose text for its slot changes the child list again,
 * which reads as the same nodes.
 */
export function useAuthorDrawers(host: HostInfo): AuthorDrawers {
  const [nodes, setNodes] = useState<Node[]>(() => readAuthorNodes(host));
  // An element node of the DOM is an Element: the logic file only spells it more loosely for its node test.
  const parsed = useMemo(() => parseDrawers(nodes) as ParsedDrawers<Node, Element>, [nodes]);
  const reread = useCallback(
    (reparse = false) =>
      setNodes((previous) => {
        const next = readAuthorNodes(host);
        return !reparse && sameNodes(previous, next) ? previous : next;
      }),
    [host],
  );
  useEffect(() => host.onAuthorChange(() => reread()), [host, reread]);
  useEffect(() => {
    if (nodes.length > 0 && parsed.drawers.length === 0) {
      console.warn(`<${host.tag}>: no drawers. Write each drawer as a heading (h1-h6) followed by its panel, e.g. <h3 id="visit">Title</h3><div>Panel</div>.`);
    }
  }, [host.tag, nodes, parsed.drawers]);
  return { ...parsed, nodes, reread };
}

/** Light mode: put the author's nodes into a rendered container, moving nothing that is already in place (moving blurs). */
function place(container: Element | null | undefined, nodes: readonly Node[]): void {
  if (!container || sameNodes(Array.from(container.childNodes), nodes)) return;
  container.append(...nodes);
}

function nameSlot(element: Element, slot: string): void {
  if (element.getAttribute('slot') !== slot) element.setAttribute('slot', slot);
}

export interface AuthorContainers {
  intro: RefObject<HTMLElement | null>;
  titles: RefObject<Array<HTMLElement | null>>;
  contents: RefObject<Array<HTMLElement | null>>;
}

/**
 * The author's nodes into the rendered structure: moved in light mode, slot names in shadow mode.
 * Runs after every render, before paint, so a re-render never shows an empty drawer.
 */
export function usePlaceAuthorNodes(host: HostInfo, intro: readonly Node[], drawers: readonly DrawerSource[], containers: AuthorContainers): void {
  useLayoutEffect(() => {
    if (host.mode === 'light') {
      place(containers.intro.current, intro);
      drawers.forEach((drawer, i) => {
        place(containers.titles.current[i], [drawer.heading]);
        place(containers.contents.current[i], drawer.panel);
      });
      return;
    }
    for (const node of intro) if (node instanceof Element) nameSlot(node, INTRO_SLOT);
    drawers.forEach((drawer, i) => {
      nameSlot(drawer.heading, `heading-${i}`);
      for (const node of drawer.panel) if (node instanceof Element) nameSlot(node, `panel-${i}`);
    });
  });
}

/**
 * The author's heading sits inside our role="heading" wrapper (which carries its level): left as it is,
 * a screen reader meets two headings per drawer. role="none" keeps the author's element, id and text
 * and drops only its heading role; an author's own role is left alone. Undone when the drawer goes.
 */
export function useHeadingsAsText(drawers: readonly DrawerSource[]): void {
  useLayoutEffect(() => {
    const marked: Element[] = [];
    for (const { heading } of drawers) {
      if (heading.hasAttribute('role')) continue;
      heading.setAttribute('role', 'none');
      marked.push(heading);
    }
    return () => {
      for (const heading of marked) if (heading.getAttribute('role') === 'none') heading.removeAttribute('role');
    };
  }, [drawers]);
}
