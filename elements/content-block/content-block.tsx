import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { collapsedLinesOf, decideClamp, DEFAULT_COLLAPSED_LINES } from './clamp.ts';
import { belowFold, clean, collapsedLimit, firstHeading, FOLD_EDGE_PX, lineBottomOf } from './measure.ts';
import { useFragmentReveal, useHostFlag, useInert, useMeasure, useToggleMotion } from './use-content-block.ts';
import type { ContentBlockEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export { DEFAULT_COLLAPSED_LINES } from './clamp.ts';

export type ContentBlockProps = PropsOf<typeof meta>;

// Event details are declared once, in meta.ts; events.ts is generated from it (npm run manifest).
export type { ContentBlockEvents } from './events.ts';

export const DEFAULT_MORE_LABEL = 'Show more';
export const DEFAULT_LESS_LABEL = 'Show less';
/** Light-DOM class prefix (house rules): page CSS such as Bootstrap's `.content` or `.toggle` never reaches in. */
const C = 'vb-content-block__';

/**
 * Author-written rich content, collapsed to a few lines with a 'Show more' button and expanded
 * with 'Show less'. The button exists only while the content is taller than the collapsed size.
 */
export function ContentBlock({ expanded, collapsedLines, moreLabel, lessLabel, label }: ContentBlockProps) {
  const host = useHost();
  const emit = useEmit<ContentBlockEvents>();
  const { lines, invalid: invalidLines } = collapsedLinesOf(collapsedLines);
  const id = `${useDomId()}-content`;

  const [isExpanded, setExpanded] = useState(expanded);
  // The attribute is the initial state, but a page changing it later means "open/close now".
  const [expandedProp, setExpandedProp] = useState(expanded);
  if (expanded !== expandedProp) {
    setExpandedProp(expanded);
    setExpanded(expanded);
  }
  /** null until measured: no button is drawn before we know the content overflows. */
  const [overflows, setOverflows] = useState<boolean | null>(null);
  const [title, setTitle] = useState('');
  /** The collapsed height in px, snapped to a line boundary; null until measured (CSS then uses lines * 1lh). */
  const [cut, setCut] = useState<number | null>(null);
  const cutRef = useRef<number | null>(null);

  const viewportRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const expandedRef = useLatest(isExpanded);
  const overflowsRef = useRef(overflows);
  const setInert = useInert();

  useEffect(() => {
    if (invalidLines) {
      console.warn(`<${host.tag}>: collapsed-lines="${collapsedLines}" must be a positive number; using ${DEFAULT_COLLAPSED_LINES}.`);
    }
  }, [collapsedLines, invalidLines, host.tag]);

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    const inner = innerRef.current;
    if (!viewport || !inner) return;
    const { fits, cut: snapped } = decideClamp(inner.getBoundingClientRect().height, lineBottomOf(inner, lines));
    overflowsRef.current = !fits;
    cutRef.current = snapped;
    setOverflows(!fits);
    setCut(snapped);
    setTitle(firstHeading(inner));
    // Clipping moves nothing, so the fold is known before React applies the clamp.
    if (snapped !== null && !expandedRef.current) setInert(belowFold(inner, inner.getBoundingClientRect().top + snapped));
    else setInert([]);
  }, [lines, setInert, expandedRef]);

  useMeasure(host, innerRef, measure, isExpanded);
  const beforeToggle = useToggleMotion(host.element, viewportRef, isExpanded, `${C}content--animating`);

  /**
   * Open the block when `id` names something in its hidden part; true when it did. Inert comes off
   * at once (not on React's next render) so whoever follows the link can focus the target now.
   */
  const revealFragment = useCallback(
    (id: string): boolean => {
      if (!id || expandedRef.current || !overflowsRef.current) return false;
      const target = document.getElementById(id);
      const viewport = viewportRef.current;
      if (!target || !viewport || !host.element.contains(target)) return false;
      const fold = viewport.getBoundingClientRect().top + (cutRef.current ?? collapsedLimit(viewport, lines));
      if (target.getBoundingClientRect().top < fold - FOLD_EDGE_PX) return false;
      expandedRef.current = true;
      setInert([]);
      setExpanded(true);
      emit('vb-content-block-toggle', { expanded: true });
      return true;
    },
    [emit, host.element, lines, setInert, expandedRef],
  );
  useFragmentReveal(revealFragment);

  // Page CSS can follow the state: vb-content-block[data-vb-expanded].
  useHostFlag(host.element, 'data-vb-expanded', isExpanded);

  const toggle = () => {
    const next = !isExpanded;
    beforeToggle(next);
    setExpanded(next);
    emit('vb-content-block-toggle', { expanded: next });
    track(host.element, 'click', {
      contentTitle: title || clean(label) || clean(host.element.getAttribute('aria-label')),
      interactionText: next ? moreLabel : lessLabel,
    });
  };

  const clamped = !isExpanded && overflows !== false;
  const showButton = overflows === true;
  const regionName = clean(label);
  const context = title || regionName;
  const style = { '--_vb-content-block-lines': String(lines), ...(cut === null ? {} : { '--_vb-content-block-cut': `${cut}px` }) } as CSSProperties;

  return (
    <div className="vb-content-block" style={style}>
      <div
        ref={viewportRef}
        id={id}
        part="content"
        // The animating modifier is set outside React, by the height animation; keep it through re-renders.
        className={clamped ? `${C}content ${C}content--clamped` : `${C}content`}
        role={regionName ? 'region' : undefined}
        aria-label={regionName || undefined}
      >
        <div ref={innerRef} className={`${C}inner`}>
          <Slot />
        </div>
        {clamped && showButton ? <div part="fade" className={`${C}fade`} aria-hidden="true" /> : null}
      </div>
      {showButton ? (
        <button type="button" part="toggle" className={`${C}toggle`} aria-expanded={isExpanded} aria-controls={id} onClick={toggle}>
          <span className={`${C}label`}>{isExpanded ? lessLabel : moreLabel}</span>
          {/* Several blocks on a page each say 'Show more'; the heading tells them apart in a list of buttons. */}
          {context ? <span className="vb-visually-hidden">: {context}</span> : null}
          <span part="toggle-icon" className={`${C}icon`} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
