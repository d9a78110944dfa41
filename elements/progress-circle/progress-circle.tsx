import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PropsOf } from '../../src/props.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage, numberFormat } from '../../src/locale.ts';
import { formatProgress } from '../../src/reading-progress.ts';
import type { ProgressCircleEvents } from './events.ts';
import type { meta } from './meta.ts';
import { fillValueText, shownProgress, type Shown } from './progress-circle-logic.ts';
import { useReadingProgress } from './use-reading-progress.ts';

export type ProgressCircleProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-progress-circle__';
/** The ring's radius in its 100 × 100 box: room for a stroke up to 10 wide. */
const RADIUS = 45;
/** The middle of the ring while there is no progress (the spoken value is `empty-text`). */
const NO_VALUE = '–';

/** The change event, after the first render only: the page hears of changes, not of the start. */
function useChangeEvent(shown: Shown) {
  const emit = useEmit<ProgressCircleEvents>();
  const last = useRef<string | null>(null);
  const { done, total, percent, complete } = shown;
  useEffect(() => {
    const now = formatProgress(done, total);
    if (last.current !== null && last.current !== now) emit('vb-progress-circle-change', { done, total, percent, complete });
    last.current = now;
  }, [emit, done, total, percent, complete]);
}

export function ProgressCircle(props: ProgressCircleProps) {
  const { element } = useHost();
  const path = props.path.trim() || location.pathname;
  const stored = useReadingProgress(path);
  const { shown, problem } = shownProgress(props.done, props.total, stored);

  useEffect(() => {
    if (problem) console.warn(`<vb-progress-circle>: ${problem}`);
  }, [problem]);
  useChangeEvent(shown);
  // Page CSS can style by state: vb-progress-circle[data-vb-complete].
  useLayoutEffect(() => {
    element.toggleAttribute('data-vb-complete', shown.complete);
  }, [element, shown.complete]);

  const language = elementLanguage(element);
  const count = numberFormat(language);
  const middle = !shown.known
    ? NO_VALUE
    : props.display === 'percent'
      ? numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(shown.percent / 100)
      : `${count.format(shown.done)}/${count.format(shown.total)}`;
  const spoken = shown.known ? fillValueText(props.valueText, shown, (n) => count.format(n)) : props.emptyText;
  const id = useDomId();

  return (
    <figure className={`${C}box`} part="box">
      <div className={`${C}ring-box`}>
        <svg
          className={`${C}ring`}
          part="ring"
          viewBox="0 0 100 100"
          role="progressbar"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown.percent}
          aria-valuetext={spoken}
        >
          <circle className={`${C}track`} part="track" cx="50" cy="50" r={RADIUS} />
          <circle className={`${C}fill`} part="fill" cx="50" cy="50" r={RADIUS} pathLength={100} strokeDasharray="100" strokeDashoffset={100 - shown.percent} />
        </svg>
        <span className={`${C}value`} part="value" aria-hidden="true">
          {middle}
        </span>
      </div>
      <figcaption id={`${id}-label`} className={`${C}label`} part="label">
        {props.label}
      </figcaption>
    </figure>
  );
}
