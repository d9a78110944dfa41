import type { PropsOf } from '../../src/props.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { meta } from './meta.ts';
import { useAuthoredButtons, useButtonClicks, type MultiButtonsEvents } from './use-multi-buttons.ts';

export type { MultiButtonsClickDetail, MultiButtonsEvents } from './use-multi-buttons.ts';
export type MultiButtonsProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-multi-buttons';

export function MultiButtons(props: MultiButtonsProps) {
  const host = useHost();
  const emit = useEmit<MultiButtonsEvents>();
  const label = (props.label ?? '').trim();
  useAuthoredButtons(host);
  useButtonClicks(host, (props.analyticsTitle ?? '').trim() || label, emit);
  return (
    <div part="group" className={`${C} ${C}--${props.layout} ${C}--align-${props.align}`} role={label ? 'group' : undefined} aria-label={label || undefined}>
      <Slot />
    </div>
  );
}
