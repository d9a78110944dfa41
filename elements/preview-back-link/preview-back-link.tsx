import { useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PropsOf } from '../../src/props.ts';
import { safeUrl } from '../../src/safe-href.ts';
import type { PreviewBackLinkEvents } from './events.ts';
import type { meta } from './meta.ts';
import { isPreview } from './preview-back-link-logic.ts';

export type PreviewBackLinkProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-preview-back-link__';

/** The address can change without a reload (history.pushState by a page, then back): re-read on popstate. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const previewNow = () => isPreview(location.hostname, location.search);

export function PreviewBackLink(props: PreviewBackLinkProps) {
  const { element, tag } = useHost();
  const emit = useEmit<PreviewBackLinkEvents>();
  const shown = useSyncExternalStore(subscribe, previewNow, () => false);
  const wanted = props.href.trim();
  const href = wanted ? safeUrl(wanted, document.baseURI)?.href : undefined;
  const refused = !!wanted && !href;
  useEffect(() => {
    element.toggleAttribute('data-vb-shown', shown);
  }, [element, shown]);
  useEffect(() => {
    if (refused) console.warn(`<${tag}>: href="${props.href}" is not an http(s) address; the banner goes back in the browser history instead.`);
  }, [refused, tag, props.href]);
  const onBack = (event: MouseEvent) => {
    const allowed = emit('vb-preview-back-link-back', { href: href ?? '' }, { cancelable: true });
    if (!allowed) event.preventDefault();
    else if (!href) history.back();
  };
  return (
    // Always rendered (hidden off preview hosts), so the author's note is in place, unseen, when it is not shown.
    <div className={`${C}banner`} part="banner" role="region" aria-label={props.label} hidden={!shown}>
      <div className={`${C}content`} part="content">
        <Slot />
      </div>
      {href ? (
        <a className={`${C}link`} part="link" href={wanted} onClick={onBack}>
          {props.linkText}
        </a>
      ) : (
        <button type="button" className={`${C}link`} part="link" onClick={onBack}>
          {props.linkText}
        </button>
      )}
    </div>
  );
}
