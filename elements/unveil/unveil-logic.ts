/** vb-unveil's rules, pure: what a remote-trigger action does. */

export type UnveilCause = 'user' | 'trigger' | 'view' | 'find' | 'fragment';

/** Revealed or not after a remote-trigger action; undefined: an action unveil does not know (play, pause), ignored. */
export function afterAction(revealed: boolean, action: string): boolean | undefined {
  switch (action) {
    case 'toggle':
      return !revealed;
    case 'open':
    case 'show':
      return true;
    case 'close':
    case 'hide':
      return false;
    default:
      return undefined;
  }
}
