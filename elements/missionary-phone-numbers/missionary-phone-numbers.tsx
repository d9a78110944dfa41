import { useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { ApiError } from '../../src/api.ts';
import { warnDataUnavailable } from '../../src/data-warning.ts';
import { fetchMissionaryNumbers } from '../../src/missionary-numbers.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { MissionaryPhoneNumbersEvents } from './events.ts';
import { numberFormat, numbersByUnit, numbersToShow, requestIds, telHref, unitPairs, type NumbersByUnit } from './phone-numbers.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { MissionaryPhoneNumbersEvents } from './events.ts';

export type MissionaryPhoneNumbersProps = PropsOf<typeof meta>;

/** `line-count` runs from 1 to 8 (the pre-upgrade sheet has a rule for each). */
const MAX_RESERVED_LINES = 8;
function reservedLines(count: number): number {
  return Number.isInteger(count) ? Math.min(Math.max(count, 1), MAX_RESERVED_LINES) : 1;
}

const B = 'vb-missionary-phone-numbers';

type Formatter = (number: string, format: ReturnType<typeof numberFormat>) => string;
let formatterLoad: Promise<Formatter> | undefined;
/** libphonenumber-js arrives in its own chunk, once per page, and only when a number is to be shown. */
function loadFormatter(): Promise<Formatter> {
  formatterLoad ??= import('./phone-format.ts').then((module) => module.formatForReading);
  return formatterLoad;
}

/** `failed`: the service failed (spec section 7: errors give an empty map), shown apart from "no number listed". */
type Answer = { key: string; numbers: NumbersByUnit; failed: boolean };

export function MissionaryPhoneNumbers(props: MissionaryPhoneNumbersProps) {
  const { unitIds, units, showAll, lineCount, label, loadingText, emptyMessage, errorMessage } = props;
  const format = numberFormat(props.format);
  const host = useHost();
  const emit = useEmit<MissionaryPhoneNumbersEvents>();
  const labelId = `${useDomId()}-label`;
  const pairs = useMemo(() => unitPairs(unitIds, units), [unitIds, units]);
  const ids = requestIds(pairs);
  const key = ids.join(',');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [formatter, setFormatter] = useState<Formatter | null>(null);

  useEffect(() => {
    if (key === '') return undefined;
    const controller = new AbortController();
    fetchMissionaryNumbers(pairs, { signal: controller.signal }).then(
      (numbers) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, numbers, failed: false });
        emit('vb-missionary-phone-numbers-load', { numbers: numbersByUnit(pairs, numbers), failed: false });
      },
      (failure: unknown) => {
        if (controller.signal.aborted || (failure instanceof ApiError && failure.kind === 'abort')) return;
        // Spec section 7: errors give an empty map. Issue 25 item 6: the visitor sees error-message, never a blank, and
        // the console names the URL once.
        warnDataUnavailable('vb-missionary-phone-numbers', failure);
        const numbers: NumbersByUnit = new Map();
        setAnswer({ key, numbers, failed: true });
        emit('vb-missionary-phone-numbers-load', { numbers: numbersByUnit(pairs, numbers), failed: true });
      },
    );
    return () => controller.abort();
    // pairs only changes with key or with parents; both are in key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, emit]);

  const loading = key !== '' && answer?.key !== key;
  const lines = !loading && answer ? numbersToShow(pairs, answer.numbers, showAll) : [];
  const needsFormatter = lines.length > 0 && format !== 'as-given' && formatter === null;

  useEffect(() => {
    if (!needsFormatter) return undefined;
    let live = true;
    loadFormatter().then(
      (loaded) => live && setFormatter(() => loaded),
      // Without the library the numbers show as the server wrote them: still correct, only less tidy.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsFormatter]);

  const failed = !loading && answer?.key === key && answer.failed;
  const state = loading ? 'loading' : lines.length > 0 ? 'loaded' : failed ? 'failed' : 'empty';
  useLayoutEffect(() => {
    host.element.setAttribute('data-vb-state', state);
  }, [host.element, state]);

  const show = (number: string) => (formatter && format !== 'as-given' ? formatter(number, format) : number);

  const numbers = lines.flatMap((line) => line.numbers.map((number) => ({ unit: line.unit, number })));
  // The root is always there (empty when there is nothing to show), so the element has a stable box to style.
  return (
    // The room the author said the numbers take (line-count), as the pre-upgrade sheet keeps it, in every state.
    <div className={`${B}__root`} part="root" style={{ '--_vb-missionary-phone-numbers-lines': reservedLines(lineCount) } as CSSProperties}>
      {loading ? (
        <p className={`${B}__loading`} part="loading" aria-busy="true">
          {loadingText}
        </p>
      ) : failed ? (
        <p className={`${B}__error`} part="error">
          {errorMessage}
        </p>
      ) : numbers.length === 0 ? (
        emptyMessage ? (
          <p className={`${B}__empty`} part="empty">
            {emptyMessage}
          </p>
        ) : null
      ) : (
        <>
          {label ? (
            <span className={`${B}__label`} part="label" id={labelId}>
              {label}
            </span>
          ) : null}
          <ul className={`${B}__list`} part="list" aria-labelledby={label ? labelId : undefined}>
            {numbers.map(({ unit, number }) => (
              <li className={`${B}__item`} part="item" key={`${unit}-${number}`} data-vb-unit={unit}>
                <a className={`${B}__link`} part="link" href={telHref(number)}>
                  {show(number)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
