import { useLayoutEffect, useRef } from 'react';
import { SafeHtml } from '../../src/hooks/safe-html.tsx';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';
import { useIcon } from './use-icon.ts';

export type SvgProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-svg__';

/**
 * The sanitised icon's own <svg> is hidden from assistive technology either way: the box carries the meaning
 * (role="img" and aria-label) or is hidden too. A meaningful icon gets a <title> (the tooltip), set as text.
 */
function useTitle(box: React.RefObject<HTMLElement | null>, markup: string, label: string): void {
  useLayoutEffect(() => {
    const svg = box.current?.querySelector('svg');
    if (!svg) return;
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    svg.querySelector(':scope > title')?.remove();
    if (!label) return;
    const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = label;
    svg.prepend(title);
  }, [box, markup, label]);
}

export function Svg(props: SvgProps) {
  const box = useRef<HTMLElement>(null);
  const label = props.label.trim();
  const markup = useIcon(props.name.trim());
  useTitle(box, markup, label);
  return (
    <SafeHtml
      as="span"
      allow="svg"
      html={markup}
      ref={box}
      className={`${C}icon`}
      part="icon"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
