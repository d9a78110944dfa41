/**
 * A count shown as rolling digit wheels (spec section 9: 250 ms per digit, at least 3 digits, no animation
 * under reduced motion). The wheels are decoration (aria-hidden); the number in words for assistive
 * technology is the caller's to give, formatted for the page language. Styled by styles/digit-roll.css.
 */
import { useState, type CSSProperties, type Ref } from 'react';
import { numberFormat } from './locale.ts';
import { useReducedMotion } from './reduced-motion.ts';
import { MIN_DIGITS, rollDigits, rollDurations } from './social-counter-logic.ts';

/** The roll's sheet, for the define.ts of each element that draws a roll (imported through here, it travels in this kit's chunk). */
export { default as rollStyles } from '../styles/digit-roll.css?inline';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const C = 'vb-digit-roll__';

interface DigitRollProps {
  /** undefined before the first answer: the wheels rest at 0. */
  value: number | undefined;
  minDigits?: number;
}

function sameDigits(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((digit, index) => digit === b[index]);
}

export function DigitRoll({ value, minDigits = MIN_DIGITS }: DigitRollProps) {
  const reducedMotion = useReducedMotion();
  const digits = rollDigits(value ?? 0, minDigits);
  // The durations depend on the digits shown before this change (React's "state from the previous render").
  const [roll, setRoll] = useState(() => ({ digits, durations: digits.map(() => 0) }));
  if (!sameDigits(roll.digits, digits)) setRoll({ digits, durations: rollDurations(roll.digits, digits, reducedMotion) });

  return (
    <span className="vb-digit-roll" aria-hidden="true" data-vb-loading={value === undefined || undefined}>
      {digits.map((digit, index) => (
        <span
          // Keyed from the right, so the ones wheel stays the ones wheel when the count gains a digit.
          key={digits.length - index}
          className={`${C}wheel`}
          style={{ '--_vb-digit': digit, '--_vb-roll-ms': `${roll.durations[index] ?? 0}ms` } as CSSProperties}
        >
          <span className={`${C}strip`}>
            {DIGITS.map((d) => (
              <span key={d} className={`${C}digit`}>
                {d}
              </span>
            ))}
          </span>
        </span>
      ))}
    </span>
  );
}

interface RolledCountProps extends DigitRollProps {
  /** The element's language, for the number in words. */
  language: string;
  /** What is counted: read with the number, and shown under it. */
  label: string;
  /** The element's light-DOM class prefix (`vb-counter__`). */
  classPrefix: string;
  /** The part (and class) of the number's paragraph. */
  part?: string;
  countRef?: Ref<HTMLParagraphElement>;
}

/**
 * A counter's number and label, one way for every counter element: the wheels (decoration), the number
 * formatted for the page language and the label for assistive technology, and the visible label.
 */
export function RolledCount({ value, minDigits, language, label, classPrefix, part = 'count', countRef }: RolledCountProps) {
  return (
    <>
      <p ref={countRef} part={part} className={`${classPrefix}${part}`}>
        <DigitRoll value={value} minDigits={minDigits} />
        <span className="vb-visually-hidden">
          {value === undefined ? '' : numberFormat(language).format(value)}
          {label ? ` ${label}` : ''}
        </span>
      </p>
      {label && (
        <p part="label" className={`${classPrefix}label`} aria-hidden="true">
          {label}
        </p>
      )}
    </>
  );
}
