import { useLayoutEffect } from 'react';
import type { PropsOf } from '../../src/props.ts';
import { RolledCount } from '../../src/digit-roll.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage, numberFormat } from '../../src/locale.ts';
import { safeHref } from '../../src/safe-href.ts';
import { fill, isGiving } from './counter-logic.ts';
import type { meta } from './meta.ts';
import { useCounter, type CounterEvents } from './use-counter.ts';

export type { CounterChangeDetail, CounterErrorDetail, CounterEvents, CounterIncrementDetail } from './use-counter.ts';
export type CounterProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-counter__';

export function Counter(props: CounterProps) {
  const { element } = useHost();
  const emit = useEmit<CounterEvents>();
  const group = (props.group ?? '').trim() || 'counters';
  const id = (props.counterId ?? '').trim();
  const label = props.label ?? '';
  const giving = isGiving(props.limit);
  const { value, failed, phase, error, add } = useCounter({ element, group, id, limit: props.limit, label, emit });

  const language = elementLanguage(element);
  const format = numberFormat(language);
  const reachedLimit = giving && value !== undefined && value >= props.limit;
  const buttonOff = phase !== 'ready' || reachedLimit;
  const href = safeHref(props.link ?? '', element.baseURI);
  const state = value !== undefined ? 'ready' : failed ? 'error' : 'loading';
  const { minDigits } = props;

  // Page CSS and tests can follow the state: vb-counter[data-vb-state="loading"].
  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', state);
  }, [element, state]);

  return (
    // Busy until the first answer, so assistive technology (and a page's tests) wait for the count.
    <div className="vb-counter" aria-busy={state === 'loading' && !!id ? true : undefined}>
      <RolledCount value={value} minDigits={minDigits} language={language} label={label} classPrefix={C} />
      {giving && (
        <p part="goal" className={`${C}goal`}>
          {fill(props.goalText, { limit: format.format(props.limit) })}
        </p>
      )}
      {giving && (
        <button
          type="button"
          part="button"
          className={`${C}button vb-button`}
          // aria-disabled, not disabled: keyboard focus stays on the button after the click.
          aria-disabled={buttonOff || undefined}
          onClick={buttonOff ? undefined : add}
        >
          {props.incrementText}
        </button>
      )}
      {href && (
        // Its own line under the button (an inline link would sit against it), as counter.upgrade.css reserves.
        <p className={`${C}more`}>
          <a part="link" className={`${C}link`} href={href}>
            {props.linkText}
          </a>
        </p>
      )}
      <p role="status" part="status" className={`${C}status`}>
        {phase === 'counted' ? props.countedText : ''}
      </p>
      <p role="alert" part="error" className={`${C}error`}>
        {error ? props.errorMessage : failed && value === undefined ? props.readErrorMessage : ''}
      </p>
    </div>
  );
}
