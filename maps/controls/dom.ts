/** The framework-free controls' DOM: a tiny element builder (text only, never HTML), placing a control in its corner, the icons. */
import type { ControlContext } from './types.ts';

type Attributes = Readonly<Record<string, string | number | boolean | undefined>>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/**
 * Puts a control's element in its corner (`context.container`) and gives back what takes it away again: the engine
 * listeners it holds (what each `engine.on` returned) are dropped, then the element leaves the map.
 */
export function placeControl(context: Pick<ControlContext, 'container'>, element: HTMLElement, listeners: readonly (() => void)[]): () => void {
  context.container.append(element);
  return () => {
    for (const off of listeners) off();
    element.remove();
  };
}

/** The control's icons, drawn inline so they need no request and take `currentColor`. */
export function icon(paths: readonly string[]): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.classList.add('vb-map__icon');
  for (const d of paths) {
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

export const ICONS = {
  plus: ['M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z'],
  minus: ['M5 11h14v2H5z'],
  // A crosshair: a ring with four ticks, the usual "my location" sign.
  locate: [
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
    'M11 2h2v3.07A7 7 0 0 1 18.93 11H22v2h-3.07A7 7 0 0 1 13 18.93V22h-2v-3.07A7 7 0 0 1 5.07 13H2v-2h3.07A7 7 0 0 1 11 5.07zm1 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  ],
  layers: ['M12 3 2 8.5l10 5.5 10-5.5zm-7.9 9.4L2 13.5 12 19l10-5.5-2.1-1.1L12 16.7z'],
  info: ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 6h2v7h-2zm0-3h2v2h-2z'],
  close: ['M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z'],
} as const;
