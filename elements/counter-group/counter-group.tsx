import { useEffect } from 'react';
import type { PropsOf } from '../../src/props.ts';
import { RolledCount } from '../../src/digit-roll.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage } from '../../src/locale.ts';
import { safeHref } from '../../src/safe-href.ts';
import type { CounterGroupEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useCounterSum } from './use-counter-sum.ts';

export type { CounterGroupChangeDetail, CounterGroupEvents } from './events.ts';
export type CounterGroupProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-counter-group__';

export function CounterGroup(props: CounterGroupProps) {
  const { element } = useHost();
  const emit = useEmit<CounterGroupEvents>();
  const { total, counters } = useCounterSum(element);
  const label = props.label ?? '';
  const href = safeHref(props.link ?? '', element.baseURI);

  useEffect(() => {
    if (total !== undefined) emit('vb-counter-group-change', { total, counters });
  }, [total, counters, emit]);
  const { minDigits } = props;

  return (
    <div className="vb-counter-group">
      <div part="counters" className={`${C}counters`}>
        <Slot />
      </div>
      <RolledCount part="total" value={total} minDigits={minDigits} language={elementLanguage(element)} label={label} classPrefix={C} />
      {href && (
        <a part="link" className={`${C}link`} href={href}>
          {props.linkText}
        </a>
      )}
    </div>
  );
}
