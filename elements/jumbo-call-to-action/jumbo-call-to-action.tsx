import { useEffect } from 'react';
import { CallToActionLink } from '../../src/call-to-action.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import type { PropsOf } from '../../src/props.ts';
import { safeHref } from '../../src/safe-href.ts';
import type { meta } from './meta.ts';

export type JumboCallToActionProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-jumbo-call-to-action__';

export function JumboCallToAction(props: JumboCallToActionProps) {
  const { tag } = useHost();
  const image = props.image.trim() ? safeHref(props.image, document.baseURI) : undefined;
  const refused = !!props.image.trim() && !image;
  useEffect(() => {
    if (refused) console.warn(`<${tag}>: image="${props.image}" is not an http(s) address; the band shows its colour instead.`);
  }, [refused, tag, props.image]);
  return (
    <div className={`${C}box`} part="box">
      {/* Decorative: the text says what matters, so the photo has an empty alt. */}
      {image && <img className={`${C}image`} part="image" src={image} alt="" decoding="async" />}
      <div className={`${C}content`} part="content">
        <Slot />
      </div>
      <CallToActionLink className={`${C}link vb-link-button`} {...props} />
    </div>
  );
}
