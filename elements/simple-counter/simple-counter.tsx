import type { PropsOf } from '../../src/props.ts';
import { RolledCount } from '../../src/digit-roll.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage } from '../../src/locale.ts';
import { safeHref } from '../../src/safe-href.ts';
import type { SimpleCounterEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useCountTarget } from './use-count-target.ts';

export type { SimpleCounterChangeDetail, SimpleCounterEvents } from './events.ts';
export type SimpleCounterProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-simple-counter__';

export function SimpleCounter(props: SimpleCounterProps) {
  const { element } = useHost();
  const emit = useEmit<SimpleCounterEvents>();
  const { ref, shown } = useCountTarget(props.value, (value) => emit('vb-simple-counter-change', { value }));
  const label = props.label ?? '';
  const href = safeHref(props.link ?? '', element.baseURI);
  const { minDigits } = props;

  return (
    <div className="vb-simple-counter">
      <RolledCount countRef={ref} value={shown ?? 0} minDigits={minDigits} language={elementLanguage(element)} label={label} classPrefix={C} />
      {href && (
        <a part="link" className={`${C}link`} href={href}>
          {props.linkText}
        </a>
      )}
    </div>
  );
}
