import { useEffect } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useCookie } from '../../src/hooks/use-cookie.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useShownState } from '../../src/hooks/use-shown-state.ts';
import { COOKIE_DAYS, setCookie } from '../../src/storage.ts';
import { cookieRuleShows, dismissValue, listOf } from './cookie-based-display-logic.ts';
import type { CookieBasedDisplayEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { CookieBasedDisplayEvents } from './events.ts';

export type CookieBasedDisplayProps = PropsOf<typeof meta>;

const C = 'vb-cookie-based-display__';

/** Content shown by a cookie rule (cookie-based-display-logic.ts), following the cookie as it changes. */
export function CookieBasedDisplay({ cookie, value, negate, dismissLabel }: CookieBasedDisplayProps) {
  const host = useHost();
  const emit = useEmit<CookieBasedDisplayEvents>();
  const name = cookie.trim();
  const current = useCookie(name);
  const values = listOf(value);
  const shown = cookieRuleShows(name, current, values, negate);
  useShownState(shown, (next) => emit('vb-cookie-based-display-toggle', { shown: next }));

  useEffect(() => {
    if (!name) console.warn(`<${host.tag}>: no cookie; write cookie="<cookie name>". The content stays hidden.`);
  }, [name, host.tag]);
  useEffect(() => {
    if (dismissLabel && !negate)
      console.warn(`<${host.tag}>: dismiss-label needs negate (dismissing sets the cookie, which hides only negated content); no button.`);
  }, [dismissLabel, negate, host.tag]);

  return (
    <div className={`${C}content`} part="content" hidden={!shown}>
      <Slot />
      {dismissLabel && negate && name ? (
        <button type="button" className={`${C}dismiss vb-button`} part="dismiss" onClick={() => setCookie(name, dismissValue(values), { days: COOKIE_DAYS })}>
          {dismissLabel}
        </button>
      ) : null}
    </div>
  );
}
