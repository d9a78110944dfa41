import { useEffect, useState } from 'react';
import { warnDataUnavailable } from '../../src/data-warning.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { sanitizeHtml } from '../../src/sanitize.ts';
import { iconUrl, loadIcon } from '../../src/svg-icons.ts';
import type { SvgEvents } from './events.ts';

/** Names the attribute too: a wrong name is the usual cause. */
const hint = (name: string) =>
  `Check the name attribute ("${name}"), or serve the icons under the static directory (meta vb-static-dir); the package ships them in dist/static/svgs.`;

/**
 * The icon's markup for `name` ('' while it loads, and when it cannot be shown: the box keeps its size and label).
 * Every failure warns once, naming the element and the attribute or URL, and sends vb-svg-error.
 */
export function useIcon(name: string): string {
  const { tag } = useHost();
  const emit = useEmit<SvgEvents>();
  const [icon, setIcon] = useState({ name: '', markup: '' });
  useEffect(() => {
    let current = true;
    const fail = (reason: string) => emit('vb-svg-error', { name, reason });
    const url = iconUrl(name);
    if (!url) {
      console.warn(
        name
          ? `<${tag}>: name="${name}" is not an icon name (letters, digits, - and _); nothing is shown.`
          : `<${tag}>: the name attribute is empty; give the icon's name ("check" for {static directory}/svgs/check.svg).`,
      );
      fail('name');
      return;
    }
    loadIcon(name).then(
      (markup) => {
        if (!current) return;
        // Sanitised here only to know whether an icon is left; SafeHtml sanitises what it writes.
        if (!sanitizeHtml(markup, { allow: 'svg' })) {
          console.warn(`<${tag}>: ${url} holds no <svg> element; nothing is shown.`);
          fail('not-svg');
          return;
        }
        setIcon({ name, markup });
        emit('vb-svg-load', { name });
      },
      (failure: unknown) => {
        if (!current) return;
        warnDataUnavailable(tag, failure, { url, hint: hint(name) });
        fail('unavailable');
      },
    );
    return () => {
      current = false;
    };
  }, [name, tag, emit]);
  return icon.name === name ? icon.markup : '';
}
