import { useEffect } from 'react';

/** Name a page author's mistake in the console once per change of the message (undefined: nothing to say). */
export function useWarning(message: string | undefined): void {
  useEffect(() => {
    if (message) console.warn(message);
  }, [message]);
}

/**
 * The console's words for an attribute value that is not one of `choices` (undefined when it is one); the first
 * choice is the default, which the element uses instead: `<vb-popup>: placement="left" is not bottom or top; using bottom.`
 */
export function choiceProblem(tag: string, attribute: string, value: string, choices: readonly [string, ...string[]]): string | undefined {
  if (choices.includes(value)) return undefined;
  const listed = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}` : choices[0];
  return `<${tag}>: ${attribute}="${value}" is not ${listed}; using ${choices[0]}.`;
}
