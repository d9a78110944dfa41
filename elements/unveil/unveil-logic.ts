/** vb-unveil's rules, pure: what a remote-trigger action does, and which animation plays. */

export const ANIMATIONS = ['fade', 'slide', 'none'] as const;
export type UnveilAnimation = (typeof ANIMATIONS)[number];
export type UnveilCause = 'user' | 'trigger' | 'view' | 'find' | 'fragment';

/** The animation named, or undefined for a name it does not know (the element warns and fades). */
export function animationOf(value: string): UnveilAnimation | undefined {
  return (ANIMATIONS as readonly string[]).includes(value) ? (value as UnveilAnimation) : undefined;
}

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
