import type { PropsOf } from '../../src/props.ts';
import { DigitRoll } from '../../src/digit-roll.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage, numberFormat } from '../../src/locale.ts';
import { safeHref } from '../../src/safe-href.ts';
import { digitsShown } from '../../src/social-counter-logic.ts';
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
  // The words carry the target at once: assistive technology does not wait for the wheels.
  const words = numberFormat(elementLanguage(element)).format(shown ?? 0);

  return (
    <div className="vb-simple-counter">
      <p ref={ref} part="count" className={`${C}count`}>
        <DigitRoll value={shown ?? 0} minDigits={digitsShown(props.minDigits)} />
        <span className="vb-visually-hidden">
          {words}
          {label ? ` ${label}` : ''}
        </span>
      </p>
      {label && (
        <p part="label" className={`${C}label`} aria-hidden="true">
          {label}
        </p>
      )}
      {href && (
        <a part="link" className={`${C}link`} href={href}>
          {props.linkText}
        </a>
      )}
    </div>
  );
}
