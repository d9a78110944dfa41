import { useLayoutEffect } from 'react';
import type { PropsOf } from '../../src/props.ts';
import { DigitRoll } from '../../src/digit-roll.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage, numberFormat } from '../../src/locale.ts';
import type { meta } from './meta.ts';
import { useLikes, type LikesEvents } from './use-likes.ts';

export type { LikesErrorDetail, LikesEvents, LikesLikeDetail } from './use-likes.ts';
export type LikesProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-likes__';

export function Likes(props: LikesProps) {
  const { element } = useHost();
  const emit = useEmit<LikesEvents>();
  const group = (props.group ?? '').trim() || 'likes';
  const id = (props.likeId ?? '').trim();
  const { value, failed, phase, error, justLiked, like } = useLikes(element, group, id, props.text, emit);
  const state = value !== undefined ? 'ready' : failed ? 'error' : 'loading';

  // Page CSS and tests can follow the state: vb-likes[data-vb-state="loading"].
  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', state);
  }, [element, state]);
  const pressed = phase !== 'ready';
  const count = value === undefined ? '' : props.countText.replace('{count}', numberFormat(elementLanguage(element)).format(value));

  return (
    // Busy until the first answer, so assistive technology (and a page's tests) wait for the count.
    <div className="vb-likes" aria-busy={state === 'loading' && !!id ? true : undefined}>
      <button
        type="button"
        part="button"
        className={`${C}button`}
        aria-pressed={pressed}
        // aria-disabled, not disabled: keyboard focus stays on the button after the like.
        aria-disabled={pressed || !id || undefined}
        onClick={pressed ? undefined : like}
      >
        <svg part="icon" className={`${C}icon`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.6h2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
        </svg>
        {props.text}
      </button>
      <span part="count" className={`${C}count`}>
        {state === 'error' ? (
          // Words, not a 0 that reads as "nobody liked this"; plain text in reading order, not announced as news.
          <span className={`${C}unavailable`}>{props.unavailableText}</span>
        ) : (
          <>
            <DigitRoll value={value} minDigits={1} />
            <span className="vb-visually-hidden">{count}</span>
          </>
        )}
      </span>
      <p role="status" part="status" className={`${C}status`}>
        {justLiked ? props.likedText : ''}
      </p>
      <p role="alert" part="error" className={`${C}error`}>
        {error ? props.errorMessage : ''}
      </p>
    </div>
  );
}
