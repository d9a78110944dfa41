import { CallToActionLink } from '../../src/call-to-action.tsx';
import { Slot } from '../../src/hooks/slot.tsx';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type SmallCallToActionProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-small-call-to-action__';

export function SmallCallToAction(props: SmallCallToActionProps) {
  return (
    <div className={`${C}box`} part="box">
      <div className={`${C}content vb-call-to-action-content`} part="content">
        <Slot />
      </div>
      <CallToActionLink className={`${C}link vb-link-button`} {...props} />
    </div>
  );
}
