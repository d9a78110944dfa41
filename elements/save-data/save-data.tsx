import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { cookieNameOf } from './save-data-logic.ts';
import { useSavedFields } from './use-saved-fields.ts';
import type { SaveDataEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { SaveDataEvents } from './events.ts';

export type SaveDataProps = PropsOf<typeof meta>;

/** Keeps the visitor's chosen values of the fields inside it for 365 days and gives them back (use-saved-fields.ts). */
export function SaveData({ cookie }: SaveDataProps) {
  const host = useHost();
  const emit = useEmit<SaveDataEvents>();
  useSavedFields({
    host: host.element,
    tag: host.tag,
    cookie: cookieNameOf(cookie),
    onRestore: (names) => emit('vb-save-data-restore', { names }),
    onSave: (names) => emit('vb-save-data-save', { names }),
  });
  return <Slot />;
}
