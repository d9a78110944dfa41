/** vb-multi-buttons' effects: warnings about the authored children, and each button's click (analytics, event, remote trigger). */
import { useEffect, useState } from 'react';
import { track } from '../../src/analytics.ts';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { slotNodes } from '../../src/hooks/slot-nodes.ts';
import { publish } from '../../src/remote-trigger.ts';
import type { MultiButtonsEvents } from './events.ts';
import { childProblems, clickInfo, isButton, type ChildInfo } from './multi-buttons-logic.ts';

export type { MultiButtonsClickDetail, MultiButtonsEvents } from './events.ts';

type Emit = <K extends keyof MultiButtonsEvents>(name: K, detail: MultiButtonsEvents[K]) => boolean;

function infoOf(child: Element): ChildInfo {
  return {
    tag: child.localName,
    text: child.textContent?.trim() || child.getAttribute('aria-label') || '',
    href: child.getAttribute('href'),
    analyticsText: child.getAttribute('data-analytics-text'),
    trigger: child.getAttribute('data-trigger'),
    action: child.getAttribute('data-action'),
  };
}

/** The author's element children, in order. */
function authoredChildren(host: HostInfo): Element[] {
  return slotNodes(host).filter((node): node is Element => node instanceof Element);
}

/** The buttons the author wrote; re-read when the author's content changes. Warns once per change about what is wrong. */
export function useAuthoredButtons(host: HostInfo): number {
  const [version, setVersion] = useState(0);
  useEffect(() => host.onAuthorChange(() => setVersion((v) => v + 1)), [host]);
  const children = authoredChildren(host);
  const problems = childProblems(children.map(infoOf)).join('\n');
  useEffect(() => {
    for (const problem of problems ? problems.split('\n') : []) console.warn(`<vb-multi-buttons>: ${problem}`);
  }, [problems, version]);
  return children.filter((child) => isButton(infoOf(child))).length;
}

/**
 * A click on one of the author's buttons. Listened natively on the host: a slotted node's parent is the host, so
 * React's own handlers would miss it (src/hooks/slot.tsx).
 */
export function useButtonClicks(host: HostInfo, contentTitle: string, emit: Emit): void {
  useEffect(() => {
    const { element } = host;
    const onClick = (event: Event) => {
      const buttons = authoredChildren(host).filter((child) => isButton(infoOf(child)));
      const used = event.composedPath().find((node): node is Element => node instanceof Element && buttons.includes(node));
      if (!used || used.matches(':disabled, [aria-disabled="true"]')) return;
      const info = clickInfo(infoOf(used));
      emit('vb-multi-buttons-click', { text: info.text, href: info.href, trigger: info.trigger, index: buttons.indexOf(used) });
      track(element, 'click', { contentTitle, interactionText: info.text, ...(info.href ? { link: (used as HTMLAnchorElement).href } : {}) });
      if (info.trigger && !publish(info.trigger, { action: info.action, source: used })) {
        console.warn(`<vb-multi-buttons>: the button "${info.text}" has data-trigger="${info.trigger}", but no block on the page listens to that id.`);
      }
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [host, contentTitle, emit]);
}
