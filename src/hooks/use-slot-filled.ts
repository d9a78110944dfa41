/** Whether the author gave content for a slot, read again when the page changes the host's children. */
import { useEffect, useState } from 'react';
import type { HostInfo } from './host-context.ts';
import { slotNodes } from './slot-nodes.ts';

const filled = (host: HostInfo, name: string) => slotNodes(host, name).some((node) => node instanceof Element || !!node.textContent?.trim());

export function useSlotFilled(host: HostInfo, name: string): boolean {
  const [value, setValue] = useState(() => filled(host, name));
  useEffect(() => {
    const update = () => setValue(filled(host, name));
    update();
    return host.onAuthorChange(update);
  }, [host, name]);
  return value;
}
